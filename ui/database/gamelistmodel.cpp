#include "database/gamelistmodel.h"

#include "i18n/piecenotation.h"

#include "database/gamedatabase.h"
#include "game/gamesetup.h"
#include "game/playernames.h"
#include "i18n/castlewording.h"

#include "chess960/engine/level.h"
#include "chess960/explorer.h"
#include "chess960/notation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMimeData>
#include <QPalette>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <set>

namespace chess960::ui {

namespace {

// The query's columns, in the model's order (the opening is read from the moves), then the
// hidden ones.
constexpr const char* kSelect =
    "SELECT number, white, white_elo, black, black_elo, result, date, event, start, "
    "(plies + 1) / 2, termination, moves, error, level, start_fen FROM games";
constexpr int kErrorColumn = 12;
constexpr int kLevelColumn = 13;
constexpr int kStartFenColumn = 14;
// The opening column: this many half-moves.
constexpr int kOpeningPlies = 6;

// What each column sorts by; ties in the file's order.
constexpr const char* kOrder[] = {"number",      "white COLLATE NOCASE",
                                  "white_elo",   "black COLLATE NOCASE",
                                  "black_elo",   "result",
                                  "date",        "event COLLATE NOCASE",
                                  "start",       "plies",
                                  "termination", "start, start_fen, moves"};

QString unfinishedText() {
    return QCoreApplication::translate("chess960::ui::GamePickerDialog", "unfinished");
}

QString likePattern(QString word) {
    word.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('%'), QStringLiteral("\\%"))
        .replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + word + QLatin1Char('%');
}

// A player's name as My games shows it (PlayerNames::recorded), in SQL: the names the program
// gives read in the player's language, those people chose as they are.
QString shownName(const char* column, chess960::Color side, QVariantList* values) {
    const QString c = QLatin1String(column);
    QString sql = QStringLiteral("(CASE");
    for (const PlayerNames::Given& g : PlayerNames::given(side)) {
        if (g.name.isEmpty()) {
            sql += QStringLiteral(" WHEN %1 IS NULL OR %1 = '' THEN ?").arg(c);
        } else {
            sql += g.computerLevel > 0 ? QStringLiteral(" WHEN level = ? AND %1 = ? THEN ?").arg(c)
                                       : QStringLiteral(" WHEN %1 = ? THEN ?").arg(c);
            if (g.computerLevel > 0) *values << g.computerLevel;
            *values << g.name;
        }
        *values << g.shown;
    }
    return sql + QStringLiteral(" ELSE %1 END)").arg(c);
}

} // namespace

GameListModel::GameListModel(QObject* parent) : QSqlQueryModel(parent) {}

void GameListModel::setConnection(const QString& connection) {
    connection_ = connection;
    refresh();
}

void GameListModel::detach() {
    connection_.clear();
    matching_ = total_ = 0;
    setQuery(QSqlQuery());
}

void GameListModel::setFilterText(const QString& text) {
    if (text == filter_) return;
    filter_ = text;
    refresh();
}

void GameListModel::setResultFilter(const QString& result) {
    if (result == result_) return;
    result_ = result;
    refresh();
}

void GameListModel::setOnlyNumbers(const std::optional<std::vector<int>>& numbers) {
    only_ = numbers.has_value();
    if (only_ && !connection_.isEmpty()) {
        // The list's own query is finished first: the table is written on its connection.
        clear();
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        QSqlQuery q(db);
        q.exec(
            QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS chosen(number INTEGER PRIMARY KEY)"));
        q.exec(QStringLiteral("DELETE FROM chosen"));
        db.transaction();
        q.prepare(QStringLiteral("INSERT INTO chosen VALUES (?)"));
        for (int n : *numbers) {
            q.bindValue(0, n);
            q.exec();
        }
        db.commit();
    }
    refresh();
}

QString GameListModel::whereClause(QVariantList* values) const {
    QStringList conditions;
    if (only_) conditions << QStringLiteral("number IN (SELECT number FROM temp.chosen)");
    if (!result_.isEmpty()) {
        conditions << QStringLiteral("result = ?");
        *values << result_;
    }
    QString words = filter_;
    // "SP 123": the start position, not words.
    static const QRegularExpression sp(QStringLiteral("\\bsp\\s*(\\d{1,3})\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    for (auto it = sp.globalMatch(filter_); it.hasNext();) {
        const auto m = it.next();
        conditions << QStringLiteral("start = ?");
        *values << m.captured(1).toInt();
        words.replace(m.captured(0), QStringLiteral(" "));
    }
    // 'player="Carlsen, Magnus"', "white=Anna", 'event="Club 960"': the exact name (letter
    // case aside), quoted when it has spaces; player is either side.
    static const QRegularExpression exact(
        QStringLiteral("\\b(player|white|black|event|site)\\s*=\\s*(?:\"([^\"]*)\"|(\\S+))"),
        QRegularExpression::CaseInsensitiveOption);
    for (auto it = exact.globalMatch(words); it.hasNext();) {
        const auto m = it.next();
        const QString what = m.captured(1).toLower();
        const QString name = m.capturedStart(2) >= 0 ? m.captured(2) : m.captured(3);
        if (what == QLatin1String("player")) {
            conditions << QStringLiteral("(white = ? COLLATE NOCASE OR black = ? COLLATE NOCASE)");
            *values << name << name;
        } else {
            conditions << QStringLiteral("%1 = ? COLLATE NOCASE").arg(what);
            *values << name;
        }
    }
    words.replace(exact, QStringLiteral(" "));
    // "elo>2400" (both players), "date>=2020", "date=2024.05", "moves<30", "tc=180+2": a
    // comparison, not a word.
    static const QRegularExpression compare(
        QStringLiteral("^(elo|date|moves|tc)(>=|<=|>|<|=)(\\S+)$"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList plain;
    for (const QString& word : words.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto m = compare.match(word);
        if (!m.hasMatch()) {
            plain << word;
            continue;
        }
        const QString what = m.captured(1).toLower(), op = m.captured(2), value = m.captured(3);
        if (what == QLatin1String("elo")) {
            conditions << QStringLiteral("(white_elo %1 ? AND black_elo %1 ?)").arg(op);
            *values << value.toInt() << value.toInt();
        } else if (what == QLatin1String("moves")) {
            conditions << QStringLiteral("(plies + 1) / 2 %1 ?").arg(op);
            *values << value.toInt();
        } else if (what == QLatin1String("tc")) {
            conditions << QStringLiteral("time_control = ?");
            *values << value;
        } else if (op == QLatin1String("=")) {
            // A year, a month or a day: the dates that begin so.
            conditions << QStringLiteral("date LIKE ? ESCAPE '\\'");
            *values << likePattern(value).mid(1);
        } else {
            // Dates are written year.month.day: they compare as text; unknown ones ("????")
            // are left out.
            conditions << QStringLiteral("(date %1 ? AND date NOT LIKE '?%')").arg(op);
            *values << value;
        }
    }
    for (const QString& word : plain) {
        QStringList any;
        for (const char* column : {"white", "black", "event", "site", "round", "date", "result"}) {
            // My games matches what it shows: the program's names and "unfinished" in the
            // player's language.
            QString shown = QLatin1String(column);
            if (library_ && (shown == QLatin1String("white") || shown == QLatin1String("black"))) {
                shown = shownName(
                    column, shown == QLatin1String("white") ? chess960::White : chess960::Black,
                    values);
            } else if (library_ && shown == QLatin1String("result")) {
                shown = QStringLiteral("(CASE WHEN result = '*' THEN ? ELSE result END)");
                *values << unfinishedText();
            }
            any << QStringLiteral("%1 LIKE ? ESCAPE '\\'").arg(shown);
            *values << likePattern(word);
        }
        conditions << QLatin1Char('(') + any.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    }
    return conditions.isEmpty()
               ? QString()
               : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
}

void GameListModel::refresh() {
    if (connection_.isEmpty()) return;
    emit aboutToRelist();
    // The rows not fetched yet keep the last query open, and with it the connection's view of
    // the index as it was then: finished first, the counts and rows are those of now.
    clear();
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QVariantList values;
    const QString where = whereClause(&values);
    QSqlQuery all(db);
    total_ = all.exec(QStringLiteral("SELECT count(*) FROM games")) && all.next()
                 ? all.value(0).toInt()
                 : 0;
    // Every game matches when nothing is asked (a count less while an index is built).
    if (where.isEmpty()) {
        matching_ = total_;
    } else {
        QSqlQuery count(db);
        count.prepare(QStringLiteral("SELECT count(*) FROM games") + where);
        for (int i = 0; i < values.size(); ++i) count.bindValue(i, values[i]);
        matching_ = count.exec() && count.next() ? count.value(0).toInt() : 0;
    }
    QSqlQuery q(db);
    q.prepare(QLatin1String(kSelect) + where +
              QStringLiteral(" ORDER BY %1 %2, number %2")
                  .arg(QLatin1String(kOrder[sortColumn_]), sortOrder_ == Qt::AscendingOrder
                                                               ? QStringLiteral("ASC")
                                                               : QStringLiteral("DESC")));
    for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
    q.exec();
    setQuery(std::move(q));
    emit relisted();
}

std::vector<int> GameListModel::matchingNumbers() const {
    std::vector<int> numbers;
    if (connection_.isEmpty()) return numbers;
    QVariantList values;
    const QString where = whereClause(&values);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT number FROM games") + where +
              QStringLiteral(" ORDER BY number"));
    for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
    if (q.exec())
        while (q.next()) numbers.push_back(q.value(0).toInt());
    return numbers;
}

void GameListModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= ColumnCount) return;
    sortColumn_ = column;
    sortOrder_ = order;
    refresh();
}

int GameListModel::numberAt(int row) const {
    return QSqlQueryModel::data(index(row, Number)).toInt();
}

bool GameListModel::readableAt(int row) const {
    return row >= 0 && row < rowCount() && errorAt(row).isNull();
}

QVariant GameListModel::errorAt(int row) const {
    // The query's hidden column, read past this class's data() (record() would call it).
    return QSqlQueryModel::data(createIndex(row, kErrorColumn));
}

QString GameListModel::openingAt(int row) const {
    const int number = QSqlQueryModel::data(createIndex(row, Start)).toInt();
    Position pos = Position::startPosition(518);
    if (number >= 0 && number < 960) {
        pos = Position::startPosition(number);
    } else {
        const auto fen = Position::fromFen(
            QSqlQueryModel::data(createIndex(row, kStartFenColumn)).toString().toStdString());
        if (!fen) return {};
        pos = *fen;
    }
    const Position start = pos;
    std::vector<Move> moves;
    for (uint16_t raw : GameDatabase::movesFromBlob(
             QSqlQueryModel::data(createIndex(row, Opening)).toByteArray())) {
        if (int(moves.size()) == kOpeningPlies) break;
        const Move m = moveFromRaw(raw);
        if (!pos.isLegal(m)) break; // an index is input too
        Position::Undo undo;
        pos.makeMove(m, undo);
        moves.push_back(m);
    }
    // As the player reads moves: in the language's letters or figurines (files keep English).
    return shownMoves(QString::fromStdString(sanLine(start, moves)));
}

int GameListModel::rowOfNumber(int number) const {
    for (int row = 0; row < rowCount(); ++row)
        if (numberAt(row) == number) return row;
    return -1;
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    // The reason a game cannot be read is a column of the query, not of the table.
    return parent.isValid() ? 0 : std::min(int(ColumnCount), QSqlQueryModel::columnCount(parent));
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const int column = index.column();
    const bool readable = readableAt(index.row());
    if (role == Qt::TextAlignmentRole) {
        const bool number =
            column == Number || column == WhiteElo || column == BlackElo || column == Moves;
        return QVariant::fromValue(number ? Qt::AlignRight | Qt::AlignVCenter
                                          : Qt::AlignLeft | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole && !readable) return errorAt(index.row()).toString();
    // The end and the first moves, which a narrow column may cut, whole as a tip.
    if (role == Qt::ToolTipRole && (column == Termination || column == Opening))
        return data(index, Qt::DisplayRole);
    if (role == Qt::ForegroundRole && !readable)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role != Qt::DisplayRole) return QSqlQueryModel::data(index, role);
    if (!readable) {
        if (column == White)
            return QCoreApplication::translate("chess960::ui::GamePickerDialog",
                                               "cannot be read: %1")
                .arg(errorAt(index.row()).toString());
        return column == Number ? QSqlQueryModel::data(index, role) : QVariant();
    }
    const QVariant value = QSqlQueryModel::data(index, role);
    if (column == Opening) return openingAt(index.row());
    // A result given without its reason (most files) is said by the result alone.
    if (column == Termination)
        return value.isNull() || value.toInt() == int(chess960::Termination::Unknown)
                   ? QVariant()
                   : QVariant(CastleWording::terminationText(chess960::Termination(
                         std::clamp(value.toInt(), 0, int(chess960::Termination::Unknown)))));
    if (library_ && (column == White || column == Black)) {
        const int level = QSqlQueryModel::data(createIndex(index.row(), kLevelColumn)).toInt();
        return PlayerNames::recorded(value.toString(),
                                     column == White ? chess960::White : chess960::Black, level);
    }
    if (library_ && column == Date) {
        const QDateTime played = QDateTime::fromString(value.toString(), GameIndex::playedFormat());
        return played.isValid() ? QLocale().toString(played, QLocale::ShortFormat) : value;
    }
    if (library_ && column == Result && value.toString() == QLatin1String("*"))
        return unfinishedText();
    if (column == Start)
        return value.toInt() >= 0
                   ? QCoreApplication::translate("chess960::ui::GamePickerDialog", "SP %1")
                         .arg(value.toInt())
                   : QCoreApplication::translate("chess960::ui::GamePickerDialog", "set-up");
    return value;
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QSqlQueryModel::headerData(section, orientation, role);
    const char* const names[] = {QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "#"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "White"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Elo"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Black"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Elo"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Result"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Date"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Event"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Start"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Moves"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "End"),
                                 QT_TRANSLATE_NOOP("chess960::ui::GamePickerDialog", "Opening")};
    if (section < 0 || section >= ColumnCount) return {};
    return QCoreApplication::translate("chess960::ui::GamePickerDialog", names[section]);
}

Qt::ItemFlags GameListModel::flags(const QModelIndex& index) const {
    // A game that cannot be read cannot be opened (GamePickerDialog::chosen), but can be
    // selected to be deleted; it is shown greyed (data()). A game that can be read can be
    // dragged to another database.
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (!dragSource_.isEmpty() && index.isValid() && readableAt(index.row()))
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList GameListModel::mimeTypes() const {
    return {QLatin1String(kGamesMimeType)};
}

QMimeData* GameListModel::mimeData(const QModelIndexList& indexes) const {
    std::set<int> numbers;
    for (const QModelIndex& i : indexes)
        if (i.isValid() && readableAt(i.row())) numbers.insert(numberAt(i.row()));
    if (numbers.empty() || dragSource_.isEmpty()) return nullptr;
    QJsonArray list;
    for (int n : numbers) list.append(n);
    auto* mime = new QMimeData;
    mime->setData(QLatin1String(kGamesMimeType),
                  QJsonDocument(QJsonObject{{QStringLiteral("index"), dragSource_},
                                            {QStringLiteral("numbers"), list}})
                      .toJson(QJsonDocument::Compact));
    return mime;
}

std::optional<DraggedGames> gamesFromMime(const QMimeData* mime) {
    if (!mime || !mime->hasFormat(QLatin1String(kGamesMimeType))) return std::nullopt;
    const QJsonObject o =
        QJsonDocument::fromJson(mime->data(QLatin1String(kGamesMimeType))).object();
    DraggedGames out;
    out.indexPath = o.value(QStringLiteral("index")).toString();
    for (const QJsonValue& v : o.value(QStringLiteral("numbers")).toArray())
        if (v.toInt() > 0) out.numbers.push_back(v.toInt());
    if (out.indexPath.isEmpty() || out.numbers.empty()) return std::nullopt;
    return out;
}

} // namespace chess960::ui

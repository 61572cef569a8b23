#include "game/tagsdialog.h"

#include "asking.h"
#include "game/gamesession.h"

#include "chess960/pgn.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {

// Always offered, in this order: the roster (without the result) and the ratings.
constexpr const char* kFixed[] = {"Event", "Site",  "Date",     "Round",
                                  "White", "Black", "WhiteElo", "BlackElo"};

QString resultWords(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins: return TagsDialog::tr("White won");
    case GameResult::BlackWins: return TagsDialog::tr("Black won");
    case GameResult::Draw: return TagsDialog::tr("drawn");
    case GameResult::Ongoing: break;
    }
    return TagsDialog::tr("not decided");
}

} // namespace

TagsDialog::TagsDialog(const Game& game, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(0, 2, this)), problem_(new QLabel(this)),
      remove_(new QPushButton(this)) {
    setObjectName(QStringLiteral("tagsDialog"));
    setWindowTitle(tr("Game tags"));
    table_->setObjectName(QStringLiteral("tagTable"));
    table_->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    const std::vector<std::pair<std::string, std::string>> own = editableTags(game);
    const auto valueOf = [&own](std::string_view name) {
        for (const auto& [n, v] : own)
            if (n == name) return QString::fromStdString(v);
        return QString();
    };
    for (const char* name : kFixed) addRow(QString::fromLatin1(name), valueOf(name), true);
    fixedRows_ = table_->rowCount();
    for (const auto& [name, value] : own) {
        bool fixed = false;
        for (const char* f : kFixed) fixed = fixed || name == f;
        if (!fixed) addRow(QString::fromStdString(name), QString::fromStdString(value), false);
    }
    table_->resizeColumnToContents(0);
    table_->setColumnWidth(0, std::max(table_->columnWidth(0), 140));

    auto* derived = new QLabel(
        tr("Written from the game itself, not here: the result (%1), the start position, the "
           "time control and how the game ended.")
            .arg(resultWords(game.result())),
        this);
    derived->setObjectName(QStringLiteral("derivedTags"));
    derived->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("tagProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->hide();

    auto* add = new QPushButton(tr("&Add a tag"), this);
    add->setObjectName(QStringLiteral("addTag"));
    connect(add, &QPushButton::clicked, this, &TagsDialog::addTag);
    remove_->setText(tr("&Remove the tag"));
    remove_->setObjectName(QStringLiteral("removeTag"));
    remove_->setEnabled(false);
    connect(remove_, &QPushButton::clicked, this, &TagsDialog::removeTag);
    connect(table_, &QTableWidget::itemSelectionChanged, this,
            [this] { remove_->setEnabled(table_->currentRow() >= fixedRows_); });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttons"));
    connect(buttons, &QDialogButtonBox::accepted, this, &TagsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_, 1);
    auto* row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove_);
    row->addStretch(1);
    layout->addLayout(row);
    layout->addWidget(derived);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
    resize(560, 480);
}

void TagsDialog::addRow(const QString& name, const QString& value, bool fixedName) {
    const int r = table_->rowCount();
    table_->insertRow(r);
    auto* nameItem = new QTableWidgetItem(name);
    if (fixedName) nameItem->setFlags(nameItem->flags() & ~Qt::ItemIsEditable);
    table_->setItem(r, 0, nameItem);
    table_->setItem(r, 1, new QTableWidgetItem(value));
}

void TagsDialog::addTag() {
    addRow(QString(), QString(), false);
    const int r = table_->rowCount() - 1;
    table_->setCurrentCell(r, 0);
    table_->editItem(table_->item(r, 0));
}

void TagsDialog::removeTag() {
    const int r = table_->currentRow();
    if (r >= fixedRows_) table_->removeRow(r);
}

std::vector<std::pair<std::string, std::string>> TagsDialog::tags() const {
    std::vector<std::pair<std::string, std::string>> out;
    for (int r = 0; r < table_->rowCount(); ++r) {
        const QString name = table_->item(r, 0) ? table_->item(r, 0)->text().trimmed() : QString();
        const QString value = table_->item(r, 1) ? table_->item(r, 1)->text().trimmed() : QString();
        // A row left empty is no tag.
        if (name.isEmpty() && value.isEmpty()) continue;
        out.emplace_back(name.toStdString(), value.toStdString());
    }
    return out;
}

void TagsDialog::accept() {
    const auto tags = this->tags();
    const std::optional<TagProblem> problem = checkEditedTags(tags);
    if (!problem) {
        QDialog::accept();
        return;
    }
    const QString name = QString::fromStdString(tags[problem->index].first);
    QString text;
    switch (problem->what) {
    case TagCheck::BadName:
        text = name.isEmpty() ? tr("A tag has a value but no name.")
                              : tr("\"%1\" cannot be a tag's name: it begins with a letter or a "
                                   "digit, then only letters, digits and _.")
                                    .arg(name);
        break;
    case TagCheck::Derived:
        text = tr("%1 is written from the game itself and cannot be set here.").arg(name);
        break;
    case TagCheck::Twice: text = tr("%1 is given twice.").arg(name); break;
    case TagCheck::BadDate:
        text = tr("%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 "
                  "or 2024.05.??.")
                   .arg(name);
        break;
    case TagCheck::BadElo:
        text = tr("%1 is a rating, a whole number from 0 to 4000, or empty.").arg(name);
        break;
    case TagCheck::LineBreak: text = tr("%1 cannot hold a line break.").arg(name); break;
    }
    problem_->setText(text);
    problem_->show();
    // The row said is found among the table's (rows left empty are not in the list).
    int seen = -1;
    for (int r = 0; r < table_->rowCount(); ++r) {
        const bool empty =
            (!table_->item(r, 0) || table_->item(r, 0)->text().trimmed().isEmpty()) &&
            (!table_->item(r, 1) || table_->item(r, 1)->text().trimmed().isEmpty());
        if (!empty && ++seen == int(problem->index)) {
            const bool nameAt = problem->what == TagCheck::BadName ||
                                problem->what == TagCheck::Derived ||
                                problem->what == TagCheck::Twice;
            table_->setCurrentCell(r, nameAt ? 0 : 1);
            break;
        }
    }
}

TagsAction::TagsAction(GameSession* game, QMainWindow* window)
    : Feature(window), game_(game), action_(newAction("editTags", QKeySequence())) {
    connect(action_, &QAction::triggered, this, &TagsAction::editTags);
    ready();
}

void TagsAction::retranslate() {
    action_->setText(tr("Game &tags..."));
    action_->setToolTip(tr("The players, event, site, date, round, ratings and any other tag "
                           "of the game"));
}

void TagsAction::editTags() {
    TagsDialog dialog(game_->game(), window());
    if (ask(dialog) != QDialog::Accepted) return;
    if (game_->setEditableTags(dialog.tags())) say(tr("The game's tags are changed"), 5000);
}

} // namespace chess960::ui

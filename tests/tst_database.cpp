// The index of a PGN file (ui/database/gamedatabase): built in the background game by game,
// every game where the reader finds it with its tags and moves, games that cannot be read
// listed with the reason, reused while the file is unchanged, built again when the file
// changed or the index is partial or damaged, a build that can be cancelled, and a game read
// back from the file by its number with the place Save needs.
#include "database/crosstabledialog.h"
#include "database/databaseactions.h"
#include "database/duplicates.h"
#include "database/explorerpanel.h"
#include "database/explorersearch.h"
#include "database/findgames.h"
#include "database/gamedatabase.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "database/materialsearchdialog.h"
#include "database/playerfinder.h"
#include "document/gamedocument.h"
#include "files/pgnfile.h"
#include "fileutil.h"
#include "i18n/errorwording.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"
#include "library/gamelibrary.h"
#include "library/librarydatabase.h"
#include "mainwindow.h"
#include "randomgames.h"
#include "windowutil.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <random>
#include <set>

using namespace chess960;
using fileutil::readAll;
using fileutil::writeAll;
using namespace chess960::ui;

namespace {

// Opens the index and waits for it; true when Ready.
bool openAndWait(GameDatabase& db, const QString& path) {
    QSignalSpy done(&db, &GameDatabase::ready);
    QSignalSpy failed(&db, &GameDatabase::failed);
    db.open(path);
    if (db.state() == GameDatabase::State::Building)
        (void)QTest::qWaitFor([&] { return !done.isEmpty() || !failed.isEmpty(); }, 60000);
    return db.state() == GameDatabase::State::Ready;
}

QString brokenGame() {
    return QStringLiteral("[Event \"Broken\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                          "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n"
                          "1. e4 e5 2. Ke3 *\n\n");
}

// Games that reach endings: random moves from random starts, a capture taken two times in
// three when there is one; White is Anna in every other game.
std::string endingGamesFile(int n, unsigned seed) {
    std::mt19937 rng(seed);
    std::string text;
    for (int i = 0; i < n; ++i) {
        Game g = *Game::fromStartNumber(int(rng() % 960));
        g.setTag("White", i % 2 ? "Anna" : "Boris");
        for (int ply = 0; ply < 160 && !g.isOver(); ++ply) {
            MoveList list;
            generateLegalMoves(g.position(), list);
            std::vector<Move> captures;
            for (Move m : list)
                if (g.position().capturedPiece(m) != NoPiece) captures.push_back(m);
            g.play(!captures.empty() && rng() % 3 ? captures[rng() % captures.size()]
                                                  : list[rng() % list.size()]);
        }
        text += writePgn(g);
    }
    return text;
}

// The games (1-based) in which q holds for q.plies positions in a row or to the end, each
// position of each game looked at.
std::set<int> gamesHolding(const PgnFileContents& file, const MaterialPattern& q,
                           const QString& white = {}) {
    std::set<int> out;
    for (const PgnRecord& r : file.records) {
        const Game& g = *r.game;
        if (!white.isEmpty() && QString::fromStdString(g.tag("White")) != white) continue;
        int run = 0;
        for (int ply = 0; ply <= g.plyCount(); ++ply) {
            run = q.matches(g.positionAt(ply)) ? run + 1 : 0;
            if (run >= q.plies || (run > 0 && ply == g.plyCount())) {
                out.insert(r.index);
                break;
            }
        }
    }
    return out;
}

} // namespace

class TestDatabase : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_database"); }
    void init() { QDir(GameDatabase::indexFolder()).removeRecursively(); }

    void everyGameIsIndexedWhereTheReaderFindsIt_data() {
        QTest::addColumn<int>("games");
        QTest::addColumn<bool>("crlf");
        QTest::newRow("1 game") << 1 << false;
        QTest::newRow("37 games, CR LF") << 37 << true;
        QTest::newRow("500 games") << 500 << false;
    }
    void everyGameIsIndexedWhereTheReaderFindsIt() {
        QFETCH(int, games);
        QFETCH(bool, crlf);
        std::mt19937 rng{unsigned(games)};
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, games, crlf)));
        QString error;
        const PgnFileContents file = readPgnFileContents(path, &error);
        QCOMPARE(int(file.records.size()), games);

        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        QVERIFY(!db.reused());
        QCOMPARE(db.gameCount(), games);
        QCOMPARE(db.failedCount(), 0);
        QSqlQuery q(QSqlDatabase::database(db.connectionName()));
        QVERIFY(q.exec("SELECT number, offset, end, white, black, result, event, start, plies, "
                       "length(moves) FROM games ORDER BY number"));
        for (int i = 0; i < games; ++i) {
            QVERIFY(q.next());
            const PgnRecord& r = file.records[size_t(i)];
            const Game& g = *r.game;
            QCOMPARE(q.value(0).toInt(), i + 1);
            QCOMPARE(q.value(1).toLongLong(), r.offset);
            QCOMPARE(q.value(2).toLongLong(), r.end);
            QCOMPARE(q.value(3).toString().toStdString(), g.tag("White"));
            QCOMPARE(q.value(4).toString().toStdString(), g.tag("Black"));
            QCOMPARE(q.value(5).toString().toStdString(), std::string(resultText(g.result())));
            QCOMPARE(q.value(6).toString().toStdString(), g.tag("Event"));
            QCOMPARE(q.value(7).toInt(), g.startNumber());
            QCOMPARE(q.value(8).toInt(), g.plyCount());
            QCOMPARE(q.value(9).toInt(), 2 * g.plyCount());
        }
        QVERIFY(!q.next());
        // A game read back by its number is the reader's, at the reader's place.
        for (int k : {0, games / 2, games - 1}) {
            GameLocation where;
            const auto g = db.loadGame(k + 1, &where, &error);
            QVERIFY2(g, qPrintable(error));
            QCOMPARE(writePgn(*g), writePgn(*file.records[size_t(k)].game));
            const GameLocation expected = file.location(k);
            QCOMPARE(where.path, expected.path);
            QCOMPARE(where.index, expected.index);
            QCOMPARE(where.count, expected.count);
            QCOMPARE(where.offset, expected.offset);
            QCOMPARE(where.end, expected.end);
            QCOMPARE(where.hash, expected.hash);
            QCOMPARE(where.crlf, expected.crlf);
            QVERIFY(where.stamp == expected.stamp);
        }
    }

    void gamesThatCannotBeReadAreListedWithTheReason() {
        std::mt19937 rng(3);
        QTemporaryDir dir;
        const QString path = dir.filePath("mixed.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 3, false)) +
                           brokenGame().toUtf8() +
                           QByteArray::fromStdString(randomgames::file(rng, 2, false)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        QCOMPARE(db.gameCount(), 6);
        QCOMPARE(db.failedCount(), 1);
        QString error;
        QVERIFY(!db.loadGame(4, nullptr, &error));
        QVERIFY2(error.contains("game 4") && error.contains("Ke3"), qPrintable(error));
        QVERIFY(db.loadGame(5, nullptr, &error));

        // A file of nothing but a broken game, or of no PGN, is an error, as Open says.
        const QString broken = dir.filePath("broken.pgn");
        writeAll(broken, brokenGame().toUtf8());
        QSignalSpy failed(&db, &GameDatabase::failed);
        QVERIFY(!openAndWait(db, broken));
        QCOMPARE(db.state(), GameDatabase::State::Failed);
        QVERIFY2(db.error().contains("Ke3"), qPrintable(db.error()));
        const QString binary = dir.filePath("binary.pgn");
        writeAll(binary, QByteArray("\x7f"
                                    "ELF\x02\x01\x01\x00\x00\x00",
                                    10));
        QVERIFY(!openAndWait(db, binary));
        QVERIFY(!db.error().isEmpty());
    }

    void aWholeIndexIsReusedAndAStaleOneBuiltAgain() {
        std::mt19937 rng(5);
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 40, false)));
        {
            GameDatabase db;
            QVERIFY(openAndWait(db, path));
            QVERIFY(!db.reused());
        }
        {
            GameDatabase db;
            db.open(path);
            QCOMPARE(db.state(), GameDatabase::State::Ready); // at once
            QVERIFY(db.reused());
            QCOMPARE(db.gameCount(), 40);
        }
        // The file changes (a game more): the index is built again.
        QFile f(path);
        QVERIFY(f.open(QIODevice::Append));
        f.write(QByteArray::fromStdString(randomgames::file(rng, 1, false)));
        f.close();
        {
            GameDatabase db;
            QVERIFY(openAndWait(db, path));
            QVERIFY(!db.reused());
            QCOMPARE(db.gameCount(), 41);
        }
        // An index damaged on disk (its bytes overwritten, or cut short) is not trusted.
        const QString index = GameDatabase::indexPathFor(path);
        for (int damage = 0; damage < 2; ++damage) {
            QFile file(index);
            QVERIFY(file.open(QIODevice::ReadWrite));
            if (damage == 0) {
                file.seek(file.size() / 2);
                file.write(QByteArray(4096, '\xa5'));
            } else {
                file.resize(file.size() / 3);
            }
            file.close();
            GameDatabase db;
            QVERIFY(openAndWait(db, path));
            QVERIFY(!db.reused());
            QCOMPARE(db.gameCount(), 41);
        }
    }

    void aGameOfAFileChangedSinceIsNotReadFromTheWrongPlace() {
        std::mt19937 rng(9);
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 5, false)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        fileutil::rewriteLater(path, QByteArray::fromStdString(randomgames::file(rng, 5, false)));
        QString error;
        QVERIFY(!db.loadGame(2, nullptr, &error));
        QVERIFY2(error.contains("changed"), qPrintable(error));
    }

    void theWindowListsALargeFileWhileReadingIt() {
        // File > Open of a large file: the list shows the first games while the rest is read,
        // the window keeps answering, and Open on a game waits for the whole file (its count
        // of games must be whole) before the game is on the board.
        std::mt19937 rng(21);
        QTemporaryDir dir;
        const QString path = dir.filePath("large.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 30000, false, 16)));
        // A build of at least 1.5 s whatever the machine (30,000 games, 50 us each): the list
        // is seen while the file is still being read.
        GameDatabase::setPausePerGame(50);
        const auto restore = qScopeGuard([] { GameDatabase::setPausePerGame(0); });
        MainWindow w;
        w.show();
        QElapsedTimer clock;
        qint64 lastTick = 0, longestGap = 0;
        QTimer ticker;
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            longestGap = std::max(longestGap, clock.elapsed() - lastTick);
            lastTick = clock.elapsed();
        });
        clock.start();
        ticker.start(25);
        // Listed in the Databases panel while the file is read; the board is the player's
        // meanwhile.
        QCOMPARE(windowutil::openAndWait(&w, w.files(), path), windowutil::Opened::Listed);
        GamePickerDialog* picker = windowutil::listedGames(&w, path);
        QVERIFY(picker && picker->isPanel());
        QTRY_VERIFY(picker->isVisible() && picker->model()->rowCount() >= 2);
        const bool listedWhileReading =
            picker->findChild<QLabel*>("gameListStatus")->text().startsWith("Reading the file");
        const int shownRows = picker->model()->rowCount();
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(w.session()->play(windowutil::anyMove(w)));
        // Open on a game waits for the whole file; the game played asks before it goes.
        windowutil::Answer discard("replaceGame", QMessageBox::Discard);
        picker->table()->selectRow(1);
        picker->accept();
        QTRY_VERIFY_WITH_TIMEOUT(w.document()->gameCount() == 30000, 30000);
        QVERIFY(discard.asked());
        ticker.stop();
        QVERIFY(listedWhileReading);
        QVERIFY(shownRows > 0);
        QVERIFY2(longestGap < 1500, qPrintable(QString::number(longestGap)));
        // The list stays, for the next game.
        QVERIFY(picker->isVisible());
        QCOMPARE(w.document()->gameCount(), 30000);
        QVERIFY2(w.windowTitle().contains("large.pgn, game 2 of 30"), qPrintable(w.windowTitle()));
        // Opened again: the index is reused, no list to wait for.
        GameDatabase again;
        again.open(path);
        QVERIFY(again.reused());
    }

    // Duplicates against a brute-force comparison of every pair: a game is a duplicate exactly
    // when another of the same players and start has its line or a longer one beginning with
    // it (of equal lines the later game is the duplicate); each set is its keeper and games
    // whose lines begin its line.
    void duplicatesAgainstEveryPair() {
        std::mt19937 rng(74);
        for (int round = 0; round < 200; ++round) {
            std::vector<IndexedLine> games;
            const int n = 2 + int(rng() % 40);
            for (int i = 0; i < n; ++i) {
                IndexedLine g;
                g.number = i + 1;
                const char* names[] = {"Ann", "ann ", "Bob", "?"};
                g.white = QString::fromLatin1(names[rng() % 4]);
                g.black = QString::fromLatin1(names[rng() % 4]);
                g.start = QString::number(rng() % 2);
                // Often the start of, or the same as, an earlier game's line.
                if (i > 0 && rng() % 2) {
                    const QByteArray& other = games[rng() % games.size()].moves;
                    g.moves = other.left(int(rng() % (other.size() / 2 + 1)) * 2);
                } else {
                    for (int m = int(rng() % 6); m > 0; --m) {
                        g.moves.append(char('a' + rng() % 2));
                        g.moves.append('x');
                    }
                }
                games.push_back(g);
            }
            const auto same = [](const IndexedLine& a, const IndexedLine& b) {
                return a.white.trimmed().compare(b.white.trimmed(), Qt::CaseInsensitive) == 0 &&
                       a.black.trimmed().compare(b.black.trimmed(), Qt::CaseInsensitive) == 0 &&
                       a.start == b.start;
            };
            std::set<int> want;
            for (const IndexedLine& g : games)
                for (const IndexedLine& h : games)
                    if (&g != &h && same(g, h) && h.moves.startsWith(g.moves) &&
                        (h.moves.size() > g.moves.size() || h.number < g.number))
                        want.insert(g.number);
            const auto groups = duplicateGroups(games);
            std::set<int> got, keepers;
            for (const auto& group : groups) {
                QVERIFY(group.size() >= 2);
                const IndexedLine& keeper = games[size_t(group[0] - 1)];
                keepers.insert(keeper.number);
                for (size_t k = 1; k < group.size(); ++k) {
                    const IndexedLine& d = games[size_t(group[k] - 1)];
                    QVERIFY(same(keeper, d));
                    QVERIFY(keeper.moves.startsWith(d.moves));
                    QVERIFY(got.insert(d.number).second); // in one set only
                }
            }
            QCOMPARE(got, want);
            for (int k : keepers) QVERIFY(!got.count(k));
        }
    }

    // The same over an indexed file: a game entered twice, one cut short, one by other
    // players; the sets come from the index's rows.
    void duplicatesInAnIndexedFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("dups.pgn");
        const auto gameOf = [](int sp, const char* white, std::initializer_list<const char*> sans) {
            Game g = *Game::fromStartNumber(sp);
            g.setTag("White", white);
            g.setTag("Black", "Bo");
            for (const char* san : sans)
                if (!g.playSan(san)) qFatal("%s", san);
            return writePgn(g) + "\n";
        };
        std::string text = gameOf(518, "Al", {"e4", "e5", "Nf3"}) + // 1: kept
                           gameOf(518, "Al", {"e4", "e5"}) +        // 2: cut short
                           gameOf(518, "Cy", {"e4", "e5"}) +        // 3: other players
                           gameOf(518, "al", {"e4", "e5", "Nf3"}) + // 4: entered twice
                           gameOf(100, "Al", {"e4"}) +              // 5: another start
                           gameOf(518, "Al", {"d4"});               // 6: another line
        writeAll(path, QByteArray::fromStdString(text));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        const std::atomic<bool> cancel{false};
        const FoundDuplicates found = findDuplicates(db.indexPath(), cancel);
        QVERIFY(found.ok);
        QCOMPARE(found.groups, (std::vector<std::vector<int>>{{1, 2, 4}}));
    }

    void theListGrowsUntilTheWholeFileIsRead() {
        std::mt19937 rng(23);
        QTemporaryDir dir;
        const QString path = dir.filePath("growing.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 30000, false, 16)));
        GameDatabase db;
        QSignalSpy batches(&db, &GameDatabase::batchWritten);
        // A build long enough to be listed in batches on any machine (30 us a game).
        GameDatabase::setPausePerGame(30);
        const auto fast = qScopeGuard([] { GameDatabase::setPausePerGame(0); });
        db.open(path);
        QCOMPARE(db.state(), GameDatabase::State::Building);
        GamePickerDialog picker(&db);
        QTRY_VERIFY_WITH_TIMEOUT(db.state() == GameDatabase::State::Ready, 60000);
        QVERIFY(batches.size() >= 2);
        // Every game is listed and counted, though the list was open from the first batch on.
        QCOMPARE(picker.model()->totalCount(), 30000);
        QCOMPARE(picker.model()->matchingCount(), 30000);
        const QString status = picker.findChild<QLabel*>("gameListStatus")->text();
        QVERIFY2(status == "30,000 games" || status == "30000 games", qPrintable(status));
        picker.table()->sortByColumn(GameListModel::Number, Qt::DescendingOrder);
        QCOMPARE(picker.model()->index(0, 0).data().toInt(), 30000);
        // A filter that keeps some games lists them, whatever was chosen before.
        picker.table()->selectRow(3);
        auto* filter = picker.findChild<QLineEdit*>("gameFilter");
        const int sp =
            picker.model()->index(5, GameListModel::Start).data().toString().mid(3).toInt();
        filter->setText(QStringLiteral("sp %1").arg(sp));
        QVERIFY(picker.model()->matchingCount() > 0);
        QCOMPARE(picker.model()->rowCount(), std::min(picker.model()->matchingCount(), 256));
        for (int row = 0; row < picker.model()->rowCount(); ++row)
            QCOMPARE(picker.model()->index(row, GameListModel::Start).data().toString(),
                     QStringLiteral("SP %1").arg(sp));
    }

    // A file changed on disk is read again with the game chosen before chosen again once it is
    // listed; from then on the choice is the player's: a game chosen while the rest of the file
    // is read stays chosen as the batches come in, and once the file is whole.
    void aGameChosenWhileTheFileIsReadAgainStaysChosen() {
        std::mt19937 rng(31);
        QTemporaryDir dir;
        const QString path = dir.filePath("changing.pgn");
        const QByteArray first = QByteArray::fromStdString(randomgames::file(rng, 200, false, 16));
        writeAll(path, first);
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        GamePickerDialog picker(&db);
        picker.table()->selectRow(4);
        QCOMPARE(picker.chosen(), 4);

        // Another program adds games: the index is built again, in batches.
        writeAll(path, first + QByteArray::fromStdString(randomgames::file(rng, 30000, false, 16)));
        GameDatabase::setPausePerGame(50);
        const auto fast = qScopeGuard([] { GameDatabase::setPausePerGame(0); });
        QSignalSpy batches(&db, &GameDatabase::batchWritten);
        picker.readAgain();
        QCOMPARE(db.state(), GameDatabase::State::Building);
        QTRY_VERIFY_WITH_TIMEOUT(!batches.isEmpty(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(picker.chosen(), 4, 20000);

        // The player chooses game 11 while the file is read.
        QVERIFY(db.state() == GameDatabase::State::Building);
        picker.table()->selectRow(picker.model()->rowOfNumber(11));
        QCOMPARE(picker.chosen(), 10);
        const qsizetype seen = batches.size();
        QTRY_VERIFY_WITH_TIMEOUT(batches.size() > seen, 20000);
        QCoreApplication::processEvents();
        QCOMPARE(picker.chosen(), 10);
        QTRY_VERIFY_WITH_TIMEOUT(db.state() == GameDatabase::State::Ready, 60000);
        QCoreApplication::processEvents();
        QCOMPARE(picker.chosen(), 10);
        QCOMPARE(picker.model()->totalCount(), 30200);
    }

    void theExplorerCountsTheMovesOfEveryDatabase() {
        QTemporaryDir dir;
        const auto game = [](int sp, std::initializer_list<const char*> sans, const char* result,
                             const char* whiteElo = nullptr, const char* date = nullptr) {
            Game g = *Game::fromStartNumber(sp);
            for (const char* san : sans) g.play(*moveFromSan(g.position(), san));
            const std::string_view r = result;
            if (r == "1-0") g.resign(Black);
            if (r == "0-1") g.resign(White);
            if (r == "1/2-1/2") g.agreeDraw();
            if (whiteElo) g.setTag("WhiteElo", whiteElo);
            if (date) g.setTag("Date", date);
            return writePgn(g);
        };
        const QString a = dir.filePath("a.pgn"), b = dir.filePath("b.pgn");
        writeAll(a, QByteArray::fromStdString(
                        game(100, {"e4", "e5", "d3"}, "1-0", "2400", "2018.05.??") +
                        game(100, {"e4", "c5"}, "1/2-1/2") + game(100, {"d4", "d5"}, "0-1") +
                        game(200, {"e4", "e5"}, "1-0")));
        writeAll(b,
                 QByteArray::fromStdString(game(100, {"e4", "e5"}, "0-1", "2200", "2022.??.??")));
        for (const QString& path : {a, b}) {
            GameDatabase db;
            QVERIFY(openAndWait(db, path));
        }
        // My games: a folder of one file a game, its index brought up to date by the search.
        const GameLibrary mine(dir.filePath("games"));
        QVERIFY(mine.write(mine.newFileName(), *readPgnGame(game(100, {"c4"}, "*"))));
        const LibraryIndex library = LibraryDatabase::readerOf(mine.folder(), true);
        const Position sp = Position::startPosition(100);
        std::atomic<bool> cancel{false};
        ExplorerResult r = exploreGames(sp, sp, library, cancel);
        QCOMPARE(r.databases, 2);
        QCOMPARE(r.libraryGames, 1);
        QCOMPARE(r.searched, 5);
        QCOMPARE(r.reached, 5);
        QCOMPARE(int(r.moves.size()), 3);
        QCOMPARE(moveToSan(sp, r.moves[0].move), std::string("e4"));
        QCOMPARE(r.moves[0].games, 3);
        QCOMPARE(r.moves[0].averageElo(), 2300);
        // After 1. e4: the replies.
        const Position e4 = sp.after(*moveFromSan(sp, "e4"));
        r = exploreGames(sp, e4, library, cancel);
        QCOMPARE(int(r.moves.size()), 2);
        QCOMPARE(moveToSan(e4, r.moves[0].move), std::string("e5"));
        QCOMPARE(r.moves[0].games, 2);
        QCOMPARE(r.moves[0].whiteScore(), 50.0);
        QCOMPARE(r.moves[0].drawPercent(), 0.0);
        // The years of the Date tags (2018 and 2022); Black's performance: a loss against
        // 2400 and a win against 2200.
        QCOMPARE(r.moves[0].averageYear(), 2020);
        QCOMPARE(r.moves[0].performance(), 2300);
        // A file changed since it was indexed is left out until it is opened again.
        fileutil::appendLater(a, "\n");
        r = exploreGames(sp, sp, library, cancel);
        QCOMPARE(r.databases, 1);
        QCOMPARE(r.searched, 2);
        // A game of My games played since is counted at once.
        QVERIFY(mine.write(mine.newFileName(), *readPgnGame(game(100, {"c4", "c5"}, "1-0"))));
        r = exploreGames(sp, sp, library, cancel);
        QCOMPARE(r.libraryGames, 2);
        QCOMPARE(r.searched, 3);

        // The panel: the moves after 1. e4, shown and played by a click.
        ExplorerPanel panel;
        panel.setLibrary(library);
        QSignalSpy searched(&panel, &ExplorerPanel::searched);
        QSignalSpy chosen(&panel, &ExplorerPanel::moveChosen);
        panel.setPosition(sp, e4);
        QTRY_COMPARE_WITH_TIMEOUT(searched.size(), 1, 10000);
        QCOMPARE(panel.table()->rowCount(), 1); // b.pgn's e5 (a.pgn is left out now)
        QCOMPARE(panel.table()->item(0, 0)->text(), QString("e5"));
        QStringList row;
        for (int column = 1; column < panel.table()->columnCount(); ++column)
            row << panel.table()->item(0, column)->text();
        // Games, Score, Draws, Elo, Perf. (Black's win against 2200), Year.
        QCOMPARE(row.join(QLatin1Char(' ')), QString("1 0% 0% 2200 3000 2022"));
        for (int column = 0; column < panel.table()->columnCount(); ++column)
            QVERIFY(!panel.table()->isColumnHidden(column));
        QVERIFY2(panel.summary().contains("Reached in 1 of the games"),
                 qPrintable(panel.summary()));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QRect cell = panel.table()->visualItemRect(panel.table()->item(0, 0));
        QTest::mouseClick(panel.table()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen[0][0].value<Move>(), *moveFromSan(e4, "e5"));
    }

    // A game of a file opened here is in My games too: the explorer counts it once, as the
    // longer of the two (issue 69: "Reached in 2 of the games" for one game). Games that name
    // nobody cannot be told apart and count each.
    void theExplorerCountsAGameAndItsCopyOnce() {
        QTemporaryDir dir;
        const auto game = [](std::initializer_list<const char*> sans, bool named) {
            Game g = *Game::fromStartNumber(100);
            for (const char* san : sans) g.play(*moveFromSan(g.position(), san));
            if (named) {
                g.setTag("White", "Ann");
                g.setTag("Black", "Bob");
                g.setTag("Date", "2026.11.30");
            }
            return writePgn(g);
        };
        const QString a = dir.filePath("club.pgn");
        writeAll(a, QByteArray::fromStdString(game({"e4", "e5"}, true) + game({"d4"}, false)));
        GameDatabase db;
        QVERIFY(openAndWait(db, a));
        const GameLibrary mine(dir.filePath("games"));
        QVERIFY(mine.write(mine.newFileName(), *readPgnGame(game({"e4", "e5", "Nc3"}, true))));
        QVERIFY(mine.write(mine.newFileName(), *readPgnGame(game({"d4", "d5"}, false))));
        const LibraryIndex library = LibraryDatabase::readerOf(mine.folder(), true);
        const Position sp = Position::startPosition(100);
        const Position e4e5 = sp.after(*moveFromSan(sp, "e4"))
                                  .after(*moveFromSan(sp.after(*moveFromSan(sp, "e4")), "e5"));
        std::atomic<bool> cancel{false};
        ExplorerResult r = exploreGames(sp, e4e5, library, cancel);
        QCOMPARE(r.reached, 1);
        QCOMPARE(r.searched, 3); // Ann-Bob once, and the two games that name nobody
        QCOMPARE(int(r.moves.size()), 1);
        QCOMPARE(r.moves[0].games, 1); // Nc3, the copy's move: the longer game counts
        r = exploreGames(sp, sp, library, cancel);
        QCOMPARE(r.reached, 3);

        // A position whose games have no result: the score says so, not a blank.
        ExplorerPanel panel;
        panel.setLibrary(library);
        QSignalSpy searched(&panel, &ExplorerPanel::searched);
        panel.setPosition(sp, e4e5);
        QTRY_COMPARE_WITH_TIMEOUT(searched.size(), 1, 10000);
        QCOMPARE(panel.table()->rowCount(), 1);
        QVERIFY(!panel.table()->item(0, 2)->text().isEmpty());
        QVERIFY(!panel.table()->item(0, 2)->toolTip().isEmpty());
        // No game has a rating: the average Elo and the performance are left out.
        QCOMPARE(panel.table()->horizontalHeaderItem(4)->text(), QString("Elo"));
        QVERIFY(panel.table()->isColumnHidden(4));
        QVERIFY(panel.table()->isColumnHidden(5));
        QVERIFY2(panel.summary().contains("Reached in 1 of the games"),
                 qPrintable(panel.summary()));
    }

    void theExplorerIsOfferedInAnalysis() {
        // A file opened once is a database: in analysis, the explorer lists its moves for the
        // position on view and a click plays one on the board.
        QTemporaryDir dir;
        std::string text;
        for (const char* reply : {"e5", "e5", "c5"}) {
            Game g = *Game::fromStartNumber(300);
            g.play(*moveFromSan(g.position(), "e4"));
            g.play(*moveFromSan(g.position(), reply));
            g.resign(Black);
            text += writePgn(g);
        }
        const QString path = dir.filePath("club.pgn");
        writeAll(path, QByteArray::fromStdString(text));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(300);
        QVERIFY(w.session()->play(*moveFromSan(w.session()->position(), "e4")));
        auto* explorer = w.findChild<ExplorerPanel*>();
        QVERIFY(explorer && !explorer->isVisible());
        QSignalSpy searched(explorer, &ExplorerPanel::searched);
        w.session()->setAnalysis(true);
        QVERIFY(explorer->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!searched.isEmpty(), 10000);
        QCOMPARE(explorer->table()->rowCount(), 2);
        QCOMPARE(explorer->table()->item(0, 0)->text(), QString("e5"));
        QCOMPARE(explorer->table()->item(0, 1)->text(), QString("2"));
        QCOMPARE(explorer->table()->item(0, 2)->text(), QString("100%"));
        const QRect cell = explorer->table()->visualItemRect(explorer->table()->item(1, 0));
        QTest::mouseClick(explorer->table()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(
            QString::fromStdString(w.session()->game().nodeMove(w.session()->view()->node()).san),
            QString("c5"));
        w.session()->setAnalysis(false);
        QVERIFY(!explorer->isVisible());
    }

    void thePickerSearchesTheBoardsPosition() {
        std::mt19937 rng(31);
        QTemporaryDir dir;
        const QString path = dir.filePath("search.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 2000, false, 30)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        const Game seven = *db.loadGame(7, nullptr, nullptr);
        const Position target = seven.positionAt(std::min(4, seven.plyCount()));
        // What a replay of every game finds.
        QString error;
        const PgnFileContents file = readPgnFileContents(path, &error);
        std::set<int> expected;
        for (const PgnRecord& r : file.records) {
            const Game& g = *r.game;
            for (int ply = 0; ply <= g.plyCount(); ++ply)
                if (g.positionAt(ply).samePosition(target)) {
                    expected.insert(r.index);
                    break;
                }
        }
        QVERIFY(expected.count(7));
        GamePickerDialog picker(&db, nullptr, target);
        QSignalSpy done(&picker, &GamePickerDialog::positionSearched);
        picker.searchPosition(PositionMatch::Exact);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        QCOMPARE(picker.model()->matchingCount(), int(expected.size()));
        for (int row = 0; row < picker.model()->rowCount(); ++row)
            QVERIFY(expected.count(picker.model()->numberAt(row)));
        const QString status = picker.findChild<QLabel*>("gameListStatus")->text();
        QVERIFY2(status.contains("of 2,000 games") || status.contains("of 2000 games"),
                 qPrintable(status));
        // The words filter works within the games found.
        picker.findChild<QLineEdit*>("gameFilter")->setText("Random 6");
        QVERIFY(picker.model()->matchingCount() <= int(expected.size()));
        picker.findChild<QLineEdit*>("gameFilter")->clear();
        // Back to all games.
        picker.searchPosition(std::nullopt);
        QCOMPARE(done.size(), 2);
        QCOMPARE(picker.model()->matchingCount(), 2000);
    }

    // The Opening column is written as the player reads moves: figurines or the language's
    // letters, not English SAN under them (issue 69).
    void theOpeningsAreInThePlayersNotation() {
        QTemporaryDir dir;
        const QString path = dir.filePath("openings.pgn");
        Game g = *Game::fromStartNumber(518);
        for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bb5"}) g.playSan(san);
        writeAll(path, QByteArray::fromStdString(writePgn(g) + writePgn(g)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        GamePickerDialog picker(&db);
        const auto opening = [&picker] {
            return picker.model()->index(0, GameListModel::Opening).data().toString();
        };
        QCOMPARE(opening(), QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5"));
        chess960::ui::setPieceNotation(chess960::ui::PieceNotation::Figurine);
        const auto back = qScopeGuard(
            [] { chess960::ui::setPieceNotation(chess960::ui::PieceNotation::Language); });
        QCOMPARE(opening(), QStringLiteral("1. e4 e5 2. \u265Ef3 \u265Ec6 3. \u265Db5"));
    }

    // The material search with ranges: an ending by name, a pattern asked for in its dialog,
    // combined with the words filter; each against a replay of every game (issue 73).
    void aMaterialSearchListsTheGamesAReplayFinds() {
        QTemporaryDir dir;
        const QString path = dir.filePath("endings.pgn");
        writeAll(path, QByteArray::fromStdString(endingGamesFile(600, 41)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        QString error;
        const PgnFileContents file = readPgnFileContents(path, &error);
        QCOMPARE(int(file.records.size()), 600);
        GamePickerDialog picker(&db, nullptr, file.records[0].game->position());
        QSignalSpy done(&picker, &GamePickerDialog::positionSearched);
        const auto listed = [&picker] {
            std::set<int> out;
            for (int row = 0; row < picker.model()->rowCount(); ++row)
                out.insert(picker.model()->numberAt(row));
            return out;
        };

        MaterialPattern minors = materialPreset(MaterialPreset::MinorPieceEndings);
        minors.plies = 4;
        const std::set<int> expected = gamesHolding(file, minors);
        QVERIFY2(expected.size() >= 20 && expected.size() < 600,
                 qPrintable(QString::number(expected.size())));
        picker.searchMaterial(minors);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        QCOMPARE(listed(), expected);
        // Read in small batches (a batch a time, as a file of millions is) and on one thread
        // or two, the search finds the same games.
        std::atomic<bool> cancel{false};
        for (const auto& [threads, batch] :
             {std::pair{1, 7}, std::pair{2, 64}, std::pair{2, 599}}) {
            const FoundGames found = findGames(db.indexPath(), minors, cancel, threads, batch);
            QVERIFY(found.ok);
            QCOMPARE(found.searched, 600);
            QCOMPARE(std::set<int>(found.numbers.begin(), found.numbers.end()), expected);
        }
        auto* position = picker.findChild<QComboBox*>("positionSearch");
        QCOMPARE(position->currentIndex(), 4);
        // Combined with the words filter: Anna's games of them.
        picker.findChild<QLineEdit*>("gameFilter")->setText("Anna");
        QTRY_COMPARE(listed(), gamesHolding(file, minors, "Anna"));
        picker.findChild<QLineEdit*>("gameFilter")->clear();

        // Asked for in the dialog: queen against rook and minor piece, either side, for two
        // half-moves; White with one to three pawns.
        emit position->activated(4);
        auto* dialog = picker.findChild<MaterialSearchDialog*>("materialSearchDialog");
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        // The last pattern asked for is shown.
        QCOMPARE(dialog->pattern(), minors);
        auto* preset = dialog->findChild<QComboBox*>("materialPreset");
        emit preset->activated(preset->findText("Queen against rook and minor piece"));
        dialog->findChild<QSpinBox*>("materialPlies")->setValue(2);
        dialog->findChild<QSpinBox*>("whitePawnsFrom")->setValue(1);
        dialog->findChild<QSpinBox*>("whitePawnsTo")->setValue(3);
        MaterialPattern queen = materialPreset(MaterialPreset::QueenAgainstRookAndMinor);
        queen.plies = 2;
        queen.pieces[White][Pawn - 1] = {1, 3};
        QCOMPARE(dialog->pattern(), queen);
        QVERIFY(dialog->findChild<QCheckBox*>("materialEitherColour")->isChecked());
        done.clear();
        QTest::mouseClick(dialog->findChild<QPushButton*>("materialSearch"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        const std::set<int> queens = gamesHolding(file, queen);
        QVERIFY2(!queens.empty(), "no game to find");
        QCOMPARE(listed(), queens);
        // "From" above "to" takes it along; cancelled, the list and the choice stay.
        emit position->activated(4);
        QTRY_VERIFY(picker.findChild<MaterialSearchDialog*>("materialSearchDialog"));
        dialog = picker.findChild<MaterialSearchDialog*>("materialSearchDialog");
        dialog->findChild<QSpinBox*>("blackRooksFrom")->setValue(2);
        QCOMPARE(dialog->findChild<QSpinBox*>("blackRooksTo")->value(), 2);
        dialog->reject();
        QCOMPARE(position->currentIndex(), 4);
        QCOMPARE(listed(), queens);
        // All games again.
        picker.searchPosition(std::nullopt);
        QCOMPARE(position->currentIndex(), 0);
        QCOMPARE(picker.model()->matchingCount(), 600);
    }

    // The columns keep their widths through a position search and back to all games (issue
    // 69: every column but Event was squeezed to "..." and stayed so).
    void theColumnsKeepTheirWidthsThroughASearch() {
        std::mt19937 rng(33);
        QTemporaryDir dir;
        const QString path = dir.filePath("widths.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 500, false, 30)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        const Game three = *db.loadGame(3, nullptr, nullptr);
        GamePickerDialog picker(&db, nullptr, three.positionAt(std::min(2, three.plyCount())));
        picker.resize(1000, 600);
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        const auto widths = [&picker] {
            std::vector<int> w;
            for (int c = 0; c < GameListModel::ColumnCount; ++c)
                if (c != GameListModel::Event) w.push_back(picker.table()->columnWidth(c));
            return w;
        };
        const std::vector<int> before = widths();
        for (int w : before) QVERIFY(w > 30);
        QSignalSpy done(&picker, &GamePickerDialog::positionSearched);
        for (auto match : {PositionMatch::Exact, PositionMatch::Pawns, PositionMatch::Material}) {
            picker.searchPosition(match);
            QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
            done.clear();
            QCOMPARE(widths(), before);
        }
        picker.searchPosition(std::nullopt);
        QCOMPARE(widths(), before);
        // A width the player gave a column stays too.
        picker.table()->setColumnWidth(GameListModel::White, 250);
        picker.searchPosition(PositionMatch::Exact);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        QCOMPARE(picker.table()->columnWidth(GameListModel::White), 250);
    }

    // While a file is read the columns stand still: each batch lists the games again without
    // moving them, and the number column is as wide as the file's games will need from the
    // first batch on (issue 69: the columns jumped while a file was read).
    void theColumnsStandStillWhileAFileIsRead() {
        std::mt19937 rng(29);
        QTemporaryDir dir;
        const QString path = dir.filePath("reading.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 20000, false, 16)));
        GameDatabase db;
        GameDatabase::setPausePerGame(30);
        const auto fast = qScopeGuard([] { GameDatabase::setPausePerGame(0); });
        db.open(path);
        QCOMPARE(db.state(), GameDatabase::State::Building);
        GamePickerDialog picker(&db);
        picker.resize(1000, 600);
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        QTRY_VERIFY_WITH_TIMEOUT(picker.model()->rowCount() > 0, 20000);
        const auto widths = [&picker] {
            std::vector<int> w;
            for (int c = GameListModel::Number; c < GameListModel::ColumnCount; ++c)
                if (c != GameListModel::Event) w.push_back(picker.table()->columnWidth(c));
            return w;
        };
        const std::vector<int> first = widths();
        int batches = 0;
        connect(picker.model(), &GameListModel::relisted, this, [&] {
            ++batches;
            QCOMPARE(widths(), first);
        });
        QTRY_VERIFY_WITH_TIMEOUT(db.state() == GameDatabase::State::Ready, 60000);
        QCoreApplication::processEvents();
        QVERIFY(batches >= 1);
        QCOMPARE(widths(), first);
    }

    void theGamesListedAreExportedAsTheFileHasThem() {
        std::mt19937 rng(41);
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 300, true)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        GamePickerDialog picker(&db);
        auto* actions = new DatabaseActions(&picker);
        picker.findChild<QLineEdit*>("gameFilter")->setText("Anna");
        const std::vector<int> listed = picker.model()->matchingNumbers();
        QCOMPARE(int(listed.size()), picker.model()->matchingCount());
        QVERIFY(listed.size() > 100 && listed.size() < 300);
        const QString out = dir.filePath("anna.pgn");
        QString error;
        QCOMPARE(actions->exportListed(out, &error), int(listed.size()));
        // Each game as the file has it, in the file's order.
        const PgnFileContents source = readPgnFileContents(path, &error);
        const PgnFileContents exported = readPgnFileContents(out, &error);
        QCOMPARE(exported.records.size(), listed.size());
        for (size_t i = 0; i < listed.size(); ++i) {
            const PgnRecord& a = exported.records[i];
            const PgnRecord& b = source.records[size_t(listed[i] - 1)];
            QCOMPARE(a.game->tag("White"), std::string("Anna"));
            QCOMPARE(writePgn(*a.game), writePgn(*b.game));
            QCOMPARE(exported.hashes[i], source.hashes[size_t(listed[i] - 1)]);
        }
        // Never over the file itself; a place that cannot be written changes nothing.
        QCOMPARE(actions->exportListed(path, &error), -1);
        QCOMPARE(actions->exportListed(dir.filePath("no/such/folder/x.pgn"), &error), -1);
        QVERIFY(!error.isEmpty());
        QVERIFY(picker.findChild<QPushButton*>("exportGames")->isEnabled());
        // Export... writes on a thread of its own: the same bytes, the status saying so.
        QSignalSpy done(actions, &DatabaseActions::exported);
        const QString again = dir.filePath("anna-again.pgn");
        actions->exportInBackground(again);
        QVERIFY(done.wait(20000));
        QCOMPARE(done.front().at(1).toInt(), int(listed.size()));
        QCOMPARE(readAll(again), readAll(out));
        QVERIFY2(picker.findChild<QLabel*>("gameListStatus")->text().contains("anna-again.pgn"),
                 qPrintable(picker.findChild<QLabel*>("gameListStatus")->text()));
        QVERIFY(picker.findChild<QPushButton*>("exportGames")->isEnabled());
        // And says why it could not.
        done.clear();
        windowutil::Answer told("exportFailed", QMessageBox::Ok);
        actions->exportInBackground(dir.filePath("no/such/folder/y.pgn"));
        QVERIFY(done.size() == 1 || done.wait(20000));
        QCOMPARE(done.front().at(1).toInt(), -1);
        QVERIFY(!done.front().at(2).toString().isEmpty());
        QVERIFY(told.asked());
        QVERIFY2(told.text().contains("y.pgn"), qPrintable(told.text()));
        // Another program writes the file while its games are copied out: no export file, and
        // the reason says the file changed.
        {
            const QByteArray whole = readAll(path);
            setAfterFirstPieceForTests([&path, &whole](const QString& from) {
                if (from == path) fileutil::rewriteLater(path, "% written elsewhere\n" + whole);
            });
            const auto noHook = qScopeGuard([] { setAfterFirstPieceForTests({}); });
            const QString meanwhile = dir.filePath("meanwhile.pgn");
            QCOMPARE(actions->exportListed(meanwhile, &error), -1);
            QVERIFY2(error.contains("changed"), qPrintable(error));
            QVERIFY(!QFile::exists(meanwhile));
        }
    }

    // The index writes an export, not its list: the list closed meanwhile (its tab closed), the
    // file is still written whole and the window never waits for it.
    void anExportGoesOnWhenItsListIsClosed() {
        std::mt19937 rng(43);
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 3000, false)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        const QString out = dir.filePath("all.pgn");
        {
            auto picker = std::make_unique<GamePickerDialog>(&db);
            (new DatabaseActions(picker.get()))->exportInBackground(out);
            QVERIFY(db.isExporting());
        } // the list goes; its export does not
        QTRY_VERIFY_WITH_TIMEOUT(!db.isExporting(), 60000);
        QString error;
        const PgnFileContents exported = readPgnFileContents(out, &error);
        QCOMPARE(int(exported.records.size()), 3000);
        QCOMPARE(exported.hashes, readPgnFileContents(path, &error).hashes);
    }

    // The list is a view: it shows, filters, searches and opens games, and has no action of
    // its own. Export, Delete, Set a tag, Copy to, Players and Crosstable are the database
    // feature's actions on it: their buttons come with them, follow what the list allows
    // (a game selected, a change being written) and the player's language.
    void theListIsAViewAndTheActionsAreGivenToIt() {
        std::mt19937 rng(47);
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 12, false)));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        GamePickerDialog picker(&db);
        const QStringList actionNames = {"exportGames", "deleteGames", "setTag",
                                         "copyGames",   "findPlayers", "crosstable"};
        for (const QString& name : actionNames)
            QVERIFY2(!picker.findChild<QPushButton*>(name), qPrintable(name));
        QVERIFY(picker.findChild<QPushButton*>("openGame"));
        QVERIFY(!DatabaseActions::of(&picker));

        auto* actions = new DatabaseActions(&picker);
        QCOMPARE(DatabaseActions::of(&picker), actions);
        for (const QString& name : actionNames)
            QVERIFY2(picker.findChild<QPushButton*>(name), qPrintable(name));
        auto* copy = picker.findChild<QPushButton*>("copyGames");
        QVERIFY(copy->isHidden()); // until the feature says where to
        QVERIFY(actions->offerCopies());
        QVERIFY(!copy->isHidden());

        // Delete follows the selection and waits while a change is written.
        auto* remove = picker.findChild<QPushButton*>("deleteGames");
        picker.table()->clearSelection();
        QVERIFY(!remove->isEnabled());
        QVERIFY(!copy->isEnabled());
        picker.table()->selectRow(3);
        QVERIFY(remove->isEnabled());
        QVERIFY(copy->isEnabled());
        QCOMPARE(picker.selectedNumbers(), std::vector<int>{4});
        picker.beginWriting("Writing...", 4, false);
        QVERIFY(picker.writing());
        QVERIFY(!remove->isEnabled());
        QVERIFY(!picker.findChild<QPushButton*>("setTag")->isEnabled());
        QVERIFY(!picker.findChild<QPushButton*>("openGame")->isEnabled());
        QCOMPARE(picker.findChild<QLabel*>("gameListStatus")->text(), QString("Writing..."));
        picker.endWriting(std::nullopt); // nothing changed: the list as it was
        QVERIFY(!picker.writing());
        QTRY_COMPARE(picker.chosen(), 3);
        QVERIFY(remove->isEnabled());

        // The buttons in the player's language, and back.
        const QString english = picker.findChild<QPushButton*>("exportGames")->text();
        QCOMPARE(applyLanguage("de"), QString("de"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString german = picker.findChild<QPushButton*>("exportGames")->text().remove('&');
        const QString germanPlayers =
            picker.findChild<QPushButton*>("findPlayers")->text().remove('&');
        applyLanguage("en");
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCOMPARE(english, QString("&Export..."));
        QVERIFY2(german.contains("Exportieren"), qPrintable(german));
        QVERIFY2(germanPlayers.contains("Spieler"), qPrintable(germanPlayers));
        QCOMPARE(picker.findChild<QPushButton*>("exportGames")->text(), english);
    }

    // Games deleted from the file in the list: asked first, the file written again without
    // them (a game that cannot be read too), the old file kept beside it, the index built
    // again and the list showing the rest; never every game; Cancel changes nothing.
    void gamesAreDeletedFromTheFileAfterAsking() {
        std::mt19937 rng(51);
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        std::string text = randomgames::file(rng, 30, false);
        text += "\n\n" + brokenGame().toStdString() + randomgames::file(rng, 9, false);
        writeAll(path, QByteArray::fromStdString(text));
        QString error;
        const PgnFileContents before = readPgnFileContents(path, &error);
        QCOMPARE(int(before.records.size()), 40);
        QVERIFY(!before.records[30].ok());
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        GamePickerDialog picker(&db);
        new DatabaseActions(&picker); // Delete... is an action on the list
        QPushButton* remove = picker.findChild<QPushButton*>("deleteGames");
        QVERIFY(remove);
        QPushButton* open = picker.findChild<QPushButton*>("openGame");
        QVERIFY(open);
        const auto select = [&](std::initializer_list<int> numbers) {
            picker.table()->clearSelection();
            for (int n : numbers) {
                const int row = picker.model()->rowOfNumber(n);
                QVERIFY(row >= 0);
                picker.table()->selectionModel()->select(picker.model()->index(row, 0),
                                                         QItemSelectionModel::Select |
                                                             QItemSelectionModel::Rows);
            }
        };
        // Several games chosen: they can be deleted, not opened.
        select({3, 10, 11, 31});
        QVERIFY(remove->isEnabled());
        QVERIFY(!open->isEnabled());
        QCOMPARE(picker.chosen(), -1);
        QSignalSpy deleted(&db, &GameIndex::gamesDeleted);
        {
            windowutil::Answer no("confirmDelete", QMessageBox::Cancel);
            remove->click();
            QVERIFY(no.asked());
            QVERIFY2(no.text().contains("4 games") && no.text().contains("club (backup).pgn"),
                     qPrintable(no.text()));
        }
        QCOMPARE(deleted.size(), 0);
        QCOMPARE(readPgnFileContents(path, &error).records.size(), size_t(40));
        QVERIFY(!QFile::exists(backupPath(path)));
        {
            windowutil::Answer yes("confirmDelete", QMessageBox::Yes);
            remove->click();
            QVERIFY(yes.asked());
        }
        // Written beside the GUI thread, the list saying so meanwhile.
        QVERIFY(db.isWriting());
        QCOMPARE(picker.findChild<QLabel*>("gameListStatus")->text(),
                 QStringLiteral("Deleting 4 games..."));
        QVERIFY(!remove->isEnabled());
        QTRY_COMPARE(deleted.size(), 1);
        QVERIFY(
            QTest::qWaitFor([&] { return db.state() != GameDatabase::State::Building; }, 20000));
        QCOMPARE(db.state(), GameDatabase::State::Ready);
        QCOMPARE(db.gameCount(), 36);
        QCOMPARE(db.failedCount(), 0);
        QCOMPARE(picker.model()->totalCount(), 36);
        // The file holds the other games as they were, in order; the old one is beside it.
        const PgnFileContents after = readPgnFileContents(path, &error);
        QCOMPARE(int(after.records.size()), 36);
        int next = 0;
        for (int n = 1; n <= 40; ++n) {
            if (n == 3 || n == 10 || n == 11 || n == 31) continue;
            QCOMPARE(after.hashes[size_t(next)], before.hashes[size_t(n - 1)]);
            ++next;
        }
        QCOMPARE(readPgnFileContents(backupPath(path), &error).records.size(), size_t(40));
        const QString status = picker.findChild<QLabel*>("gameListStatus")->text();
        QVERIFY2(status.contains("4 games deleted") && status.contains("club (backup).pgn") &&
                     status.contains("36 games"),
                 qPrintable(status));
        // The game after the first deleted is chosen, and opens.
        QCOMPARE(picker.chosen(), 2);
        QVERIFY(open->isEnabled());
        const std::optional<Game> third = db.loadGame(3, nullptr, &error);
        QVERIFY2(third, qPrintable(error));
        QCOMPARE(writePgn(*third), writePgn(*before.records[3].game));
        // Every game: refused, with the reason, and nothing changed.
        picker.table()->selectAll();
        {
            windowutil::Answer yes("confirmDelete", QMessageBox::Yes);
            windowutil::Answer told("deleteFailed", QMessageBox::Ok);
            remove->click();
            QVERIFY(!yes.asked());
            QVERIFY(told.asked());
            QVERIFY2(told.text().contains("no game"), qPrintable(told.text()));
        }
        QCOMPARE(readPgnFileContents(path, &error).records.size(), size_t(36));
        QCOMPARE(deleted.size(), 1);
    }

    void aLargeFileIsReadInTwoHalvesAlike_data() {
        QTest::addColumn<int>("seed");
        QTest::addColumn<bool>("crlf");
        QTest::addColumn<bool>("commentAcross");
        QTest::addColumn<bool>("halves");
        QTest::newRow("LF") << 1 << false << false << true;
        QTest::newRow("CR LF") << 2 << true << false << true;
        QTest::newRow("broken games on both sides") << 3 << false << false << true;
        // The middle falls inside a comment that holds what looks like a game: the second
        // reader starts there, the first does not agree, and reads on alone.
        QTest::newRow("comment across the middle") << 4 << false << true << false;
    }
    void aLargeFileIsReadInTwoHalvesAlike() {
        QFETCH(int, seed);
        QFETCH(bool, crlf);
        QFETCH(bool, commentAcross);
        QFETCH(bool, halves);
        GameDatabase::setParallelFrom(1);
        const auto restore = qScopeGuard([] { GameDatabase::setParallelFrom(8 << 20); });
        std::mt19937 rng{unsigned(seed)};
        std::string text;
        for (int part = 0; part < 6; ++part) {
            text += randomgames::file(rng, 60, false);
            text += "\n\n";
            if (seed == 3) text += brokenGame().toStdString();
        }
        if (commentAcross) {
            // One game whose comment spans the middle of the file.
            std::string comment = "{";
            while (comment.size() < text.size() + 4000)
                comment += "a long note\n\n[Event \"not a game\"]\n\n1. e4 e5 *\n\n";
            comment += "}";
            const std::string first = text;
            text = "[Event \"long note\"]\n\n1. e4 " + comment + " e5 *\n\n" + first;
        }
        if (crlf) {
            std::string out;
            for (char c : text) {
                if (c == '\n') out += '\r';
                out += c;
            }
            text = out;
        }
        QTemporaryDir dir;
        const QString path = dir.filePath("halves.pgn");
        writeAll(path, QByteArray::fromStdString(text));
        QString error;
        const PgnFileContents file = readPgnFileContents(path, &error);
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        QCOMPARE(db.builtInTwoHalves(), halves);
        QCOMPARE(db.gameCount(), int(file.records.size()));
        QSqlQuery q(QSqlDatabase::database(db.connectionName()));
        QVERIFY(
            q.exec("SELECT number, offset, end, white, error, hash FROM games ORDER BY number"));
        int failed = 0;
        for (const PgnRecord& r : file.records) {
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), r.index);
            QCOMPARE(q.value(1).toLongLong(), r.offset);
            QCOMPARE(q.value(2).toLongLong(), r.end);
            if (r.ok()) {
                QCOMPARE(q.value(3).toString().toStdString(), r.game->tag("White"));
                QVERIFY(q.value(4).isNull());
            } else {
                ++failed;
                // The reason with the game's number and line in the whole file.
                QCOMPARE(q.value(4).toString(), ErrorWording::recordText(r));
            }
            QCOMPARE(q.value(5).toLongLong(), qint64(file.hashes[size_t(r.index - 1)]));
        }
        QVERIFY(!q.next());
        QCOMPARE(db.failedCount(), failed);
        QCOMPARE(failed, seed == 3 ? 6 : 0);
        QVERIFY(!QFile::exists(GameDatabase::indexPathFor(path) + ".half"));
    }

    // Deleting games rewrites the file beside the GUI thread: its timers go on firing while
    // the database waits for the write. Two games with 24 MB of escaped lines between them.
    void theEventLoopRunsWhileGamesAreDeleted() {
        QTemporaryDir dir;
        const std::string text = windowutil::twoGamesFarApart(24);
        GameDatabase db;
        QVERIFY(windowutil::indexText(db, dir.filePath("big.pgn"), text));
        QCOMPARE(db.gameCount(), 2);
        int ticks = 0;
        QTimer timer;
        timer.setInterval(1);
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start();
        int deleted = 0;
        QString error;
        db.deleteGames({1}, [&](int games, const QString& why) {
            deleted = games;
            error = why;
        });
        QVERIFY(db.isWriting());
        QTRY_VERIFY_WITH_TIMEOUT(!db.isWriting(), 60000);
        QCOMPARE(deleted, 1);
        const int during = ticks;
        timer.stop();
        QVERIFY2(during > 0, "no timer fired while the file was written");
        QString unreadable;
        const PgnFileContents after = readPgnFileContents(dir.filePath("big.pgn"), &unreadable);
        QCOMPARE(int(after.records.size()), 1);
        QCOMPARE(after.records[0].game->startNumber(), 6);
    }

    void theListFiltersByComparisons() {
        QTemporaryDir dir;
        std::string text;
        struct G {
            const char* date;
            int white, black, plies;
            const char* tc;
        };
        const G games[] = {{"2019.12.31", 2500, 2450, 10, "180+2"},
                           {"2020.01.01", 2300, 2500, 20, "180+2"},
                           {"2024.05.17", 2600, 2410, 61, "600+5"},
                           {"????.??.??", 0, 2700, 4, "-"}};
        std::mt19937 rng(3);
        for (const G& g : games) {
            Game game = *Game::fromStartNumber(518);
            for (int i = 0; i < g.plies; ++i) {
                MoveList list;
                generateLegalMoves(game.position(), list);
                QVERIFY(!game.isOver());
                QVERIFY(game.play(list[int(rng() % unsigned(list.size()))]));
            }
            game.setTag("Date", g.date);
            if (g.white) game.setTag("WhiteElo", std::to_string(g.white));
            game.setTag("BlackElo", std::to_string(g.black));
            // The writer says the game's own clock ("-": none); the file says another.
            std::string pgn = writePgn(game);
            const size_t tc = pgn.find("[TimeControl \"-\"]");
            QVERIFY(tc != std::string::npos);
            pgn.replace(tc, 17, std::string("[TimeControl \"") + g.tc + "\"]");
            text += pgn;
        }
        GameDatabase db;
        QVERIFY(windowutil::indexText(db, dir.filePath("rated.pgn"), text));
        GameListModel model;
        model.setConnection(db.connectionName());
        const auto listed = [&](const QString& filter) {
            return windowutil::listedNumbers(model, filter);
        };
        QCOMPARE(listed("elo>2400"), QString("1 3"));
        QCOMPARE(listed("elo>=2300"), QString("1 2 3"));
        QCOMPARE(listed("date>=2020"), QString("2 3")); // the unknown date is left out
        QCOMPARE(listed("date<2020"), QString("1"));
        QCOMPARE(listed("date=2024.05"), QString("3"));
        QCOMPARE(listed("moves<10"), QString("1 4"));
        QCOMPARE(listed("moves<=10"), QString("1 2 4"));
        QCOMPARE(listed("moves>30"), QString("3"));
        QCOMPARE(listed("tc=180+2 elo>2400"), QString("1"));
        QCOMPARE(listed("DATE>=2020 sp 518"), QString("2 3"));
        QCOMPARE(listed(""), QString("1 2 3 4"));
    }

    // Players... and Crosstable... from a file's list: the player finder's figures, a player's
    // games listed from it, the event's crosstable (a double round robin worked out on paper,
    // as in tst_tournament) and a player's games of the event listed from it (issue 73).
    void playersAndAnEventsCrosstableFromTheList() {
        QTemporaryDir dir;
        struct G {
            const char *white, *black, *result, *event;
            int whiteElo, blackElo;
        };
        const G games[] = {
            {"A", "B", "1-0", "Club 960", 2200, 2100},
            {"B", "A", "1/2-1/2", "Club 960", 2100, 2200},
            {"A", "C", "1/2-1/2", "Club 960", 2200, 2000},
            {"C", "A", "0-1", "Club 960", 2000, 2200},
            {"A", "D", "1-0", "Club 960", 2200, 1900},
            {"D", "A", "1-0", "Club 960", 1900, 2200},
            {"B", "C", "1-0", "Club 960", 2100, 2000},
            {"C", "B", "1-0", "Club 960", 2000, 2100},
            {"B", "D", "1/2-1/2", "Club 960", 2100, 1900},
            {"D", "B", "0-1", "Club 960", 1900, 2100},
            {"C", "D", "1-0", "Club 960", 2000, 1900},
            {"D", "C", "1/2-1/2", "Club 960", 1900, 2000},
            {"A", "Eve", "0-1", "Open", 2210, 2400},
            {"Eve", "Finn", "*", "Open", 2400, 0},
        };
        std::string text;
        int sp = 100;
        for (const G& g : games) {
            Game game = *Game::fromStartNumber(sp++);
            const std::string_view r = g.result;
            if (r == "1-0") game.resign(Black);
            if (r == "0-1") game.resign(White);
            if (r == "1/2-1/2") game.agreeDraw();
            game.setTag("White", g.white);
            game.setTag("Black", g.black);
            game.setTag("Event", g.event);
            game.setTag("Site", "Basel");
            game.setTag("Date", "2024.03.0" + std::to_string(1 + sp % 5));
            game.setTag("WhiteElo", std::to_string(g.whiteElo));
            if (g.blackElo) game.setTag("BlackElo", std::to_string(g.blackElo));
            text += writePgn(game);
        }
        const QString path = dir.filePath("club.pgn");
        writeAll(path, QByteArray::fromStdString(text));
        GameDatabase db;
        QVERIFY(openAndWait(db, path));
        GamePickerDialog picker(&db, nullptr, Position::startPosition(518));
        new DatabaseActions(&picker); // Players... and Crosstable...
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));

        // The player finder.
        QTest::mouseClick(picker.findChild<QPushButton*>("findPlayers"), Qt::LeftButton);
        auto* finder = picker.findChild<PlayerFinderDialog*>("playerFinder");
        QVERIFY(finder);
        QSignalSpy listedPlayers(finder, &PlayerFinderDialog::playersListed);
        QVERIFY(listedPlayers.wait(10000));
        QAbstractItemModel* players = finder->table()->model();
        QCOMPARE(players->rowCount(), 6);
        // Most games first: A with 7.
        const auto cell = [players](int row, int column) {
            return players->index(row, column).data().toString();
        };
        QCOMPARE(cell(0, PlayerListModel::Name), QString("A"));
        QCOMPARE(cell(0, PlayerListModel::Games), QString("7"));
        QCOMPARE(cell(0, PlayerListModel::Score), QString("57%")); // 4 of 7
        QCOMPARE(cell(0, PlayerListModel::Results), QString("+3 =2 \u22122"));
        QCOMPARE(cell(0, PlayerListModel::Elo), QString("2200\u20132210"));
        QCOMPARE(cell(0, PlayerListModel::Starts).left(2), QString("7:"));
        QVERIFY(
            finder->findChild<QLabel*>("playersStatus")->text().contains("6 players in 14 games"));
        // Found by a part of the name; then its games listed in the file's list.
        finder->findChild<QLineEdit*>("playerFilter")->setText("ev");
        QCOMPARE(players->rowCount(), 1);
        QCOMPARE(cell(0, PlayerListModel::Name), QString("Eve"));
        QCOMPARE(cell(0, PlayerListModel::Score), QString("100%")); // the unfinished game aside
        QCOMPARE(cell(0, PlayerListModel::Performance), QString("3010"));
        finder->table()->selectRow(0);
        QTest::mouseClick(finder->findChild<QPushButton*>("listPlayerGames"), Qt::LeftButton);
        QCOMPARE(picker.findChild<QLineEdit*>("gameFilter")->text(), QString("player=\"Eve\""));
        QTRY_COMPARE(picker.model()->matchingCount(), 2);
        finder->close();

        // The crosstable of the chosen game's event.
        picker.findChild<QLineEdit*>("gameFilter")->clear();
        QTRY_COMPARE(picker.model()->matchingCount(), 14);
        auto* crosstableButton = picker.findChild<QPushButton*>("crosstable");
        picker.table()->clearSelection();
        QVERIFY(!crosstableButton->isEnabled());
        picker.table()->selectRow(3);
        QVERIFY(crosstableButton->isEnabled());
        QTest::mouseClick(crosstableButton, Qt::LeftButton);
        auto* crosstable = picker.findChild<CrosstableDialog*>("crosstableDialog");
        QVERIFY(crosstable);
        QSignalSpy shown(crosstable, &CrosstableDialog::crosstableShown);
        QVERIFY(shown.wait(10000));
        QTableWidget* t = crosstable->table();
        QCOMPARE(t->rowCount(), 4);
        QStringList names, points, sb;
        const int pointsColumn = CrosstableDialog::FirstResultColumn + 4;
        for (int row = 0; row < 4; ++row) {
            names << t->item(row, CrosstableDialog::NameColumn)->text();
            points << t->item(row, pointsColumn)->text();
            sb << t->item(row, pointsColumn + 1)->text();
        }
        QCOMPARE(names.join(' '), QString("A B C D"));
        QCOMPARE(points.join(' '), QString("4 3 3 2"));
        QCOMPARE(sb.join(' '), QString("11.00 8.00 8.00 7.00"));
        // A against B: 1 with White, then ½ with Black.
        QCOMPARE(t->item(0, CrosstableDialog::FirstResultColumn + 1)->text(), QString("1 \u00bd"));
        QCOMPARE(t->item(0, pointsColumn + 2)->text(), QString("2120"));
        QVERIFY2(crosstable->title().contains("Club 960") &&
                     crosstable->title().contains("Basel") &&
                     crosstable->title().contains("4 players") &&
                     crosstable->title().contains("12 games"),
                 qPrintable(crosstable->title()));
        // A double click on D: D's games of the event.
        emit t->cellDoubleClicked(3, CrosstableDialog::NameColumn);
        QCOMPARE(picker.findChild<QLineEdit*>("gameFilter")->text(),
                 QString("event=\"Club 960\" player=\"D\""));
        QTRY_COMPARE(picker.model()->matchingCount(), 6);
        crosstable->close();
    }

    // A player's or an event's games by the exact name (the player finder and the crosstable
    // list them so): player= is either side; quotes hold a name with spaces; letter case aside.
    void exactNamesInTheFilter() {
        QTemporaryDir dir;
        std::string text;
        const char* games[][3] = {{"Carlsen, Magnus", "Anna", "Club 960"},
                                  {"Annabel", "Carlsen, Magnus", "Club 960 Rapid"},
                                  {"Anna", "Boris", "Club 960"},
                                  {"Boris", "Annabel", "Club 960"}};
        for (const auto& g : games) {
            Game game = *Game::fromStartNumber(518);
            game.setTag("White", g[0]);
            game.setTag("Black", g[1]);
            game.setTag("Event", g[2]);
            text += writePgn(game);
        }
        GameDatabase db;
        QVERIFY(windowutil::indexText(db, dir.filePath("names.pgn"), text));
        GameListModel model;
        model.setConnection(db.connectionName());
        const auto listed = [&](const QString& filter) {
            return windowutil::listedNumbers(model, filter);
        };
        QCOMPARE(listed("Anna"), QString("1 2 3 4")); // a word: Annabel too
        QCOMPARE(listed("player=Anna"), QString("1 3"));
        QCOMPARE(listed("PLAYER=anna"), QString("1 3"));
        QCOMPARE(listed("player=\"Carlsen, Magnus\""), QString("1 2"));
        QCOMPARE(listed("white=\"Carlsen, Magnus\""), QString("1"));
        QCOMPARE(listed("black = \"Carlsen, Magnus\""), QString("2"));
        QCOMPARE(listed("event=\"Club 960\""), QString("1 3 4"));
        QCOMPARE(listed("event=\"Club 960\" player=Annabel"), QString("4"));
        QCOMPARE(listed("player=Boris Annabel"), QString("4")); // and a word
        QCOMPARE(listed("player=Nobody"), QString(""));
    }

    void aCancelledBuildIsNotKept() {
        std::mt19937 rng(11);
        QTemporaryDir dir;
        const QString path = dir.filePath("big.pgn");
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 3000, false)));
        GameDatabase db;
        QSignalSpy failed(&db, &GameDatabase::failed);
        QSignalSpy batches(&db, &GameDatabase::batchWritten);
        db.open(path);
        QCOMPARE(db.state(), GameDatabase::State::Building);
        db.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 20000);
        QVERIFY(db.error().isEmpty()); // cancelled: no error to show
        QCOMPARE(db.state(), GameDatabase::State::Failed);
        // Next time it is built again, whole.
        GameDatabase again;
        QVERIFY(openAndWait(again, path));
        QVERIFY(!again.reused());
        QCOMPARE(again.gameCount(), 3000);
        // Destroyed while building: it stops and waits, nothing is left running.
        QDir(GameDatabase::indexFolder()).removeRecursively();
        auto* building = new GameDatabase;
        building->open(path);
        delete building;
    }
};

QTEST_MAIN(TestDatabase)
#include "tst_database.moc"

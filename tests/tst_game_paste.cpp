// Putting a game on the board from a file or the clipboard (GameTable with FileActions,
// GamePickerDialog, gamefiles and the ContinueAs decision of gamesetup): a file that is not PGN is
// named as such with the place of its first fault and never offered as a list of games; the picker
// opens only games that can be read. A FEN pasted or set up with castling rights its
// position cannot have is read without them, and the window says which were dropped. A paste
// over a game against the computer asks how to go on: against the computer (its side and
// level kept), two players, or not at all.
#include "database/gamedatabase.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "document/gamedocument.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "game/newgamedialog.h"
#include "game/playerdirector.h"
#include "gametable.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QByteArray randomBytes(unsigned seed, int count) {
    std::mt19937 random{seed};
    QByteArray bytes;
    for (int i = 0; i < count; ++i) bytes += char(random() % 256);
    return bytes;
}

QMessageBox* message(GameTable& w, const char* name) {
    return w.findChild<QMessageBox*>(QString::fromLatin1(name));
}

// A window where the person plays White against the computer at level 2 (quick replies).
void playComputer(GameTable& w, GameSetup::PlayerColour colour = GameSetup::PlayerColour::White) {
    engine::Limits quick;
    quick.moveTimeMs = 50;
    w.director()->setMoveLimits(quick);
    GameSetup setup;
    setup.opponent = GameSetup::Opponent::Computer;
    setup.level = 2;
    setup.colour = colour;
    setup.start = GameSetup::Start::Number;
    setup.number = 518;
    if (!testutil::startGame(w.session(), setup)) qFatal("no game against the computer");
}

// Black to move in a position with a few legal moves: the computer, if it plays Black,
// replies at once.
const char* kBlackToMove = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";

QAbstractButton* pasteAnswer(GameTable& w, const char* button) {
    auto* box = w.findChild<QMessageBox*>(QStringLiteral("pasteContinue"));
    if (!box || !box->isVisible()) return nullptr;
    return box->findChild<QAbstractButton*>(QString::fromLatin1(button));
}

QPushButton* openButton(GamePickerDialog& picker) {
    return picker.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
}

} // namespace

class TestGamePaste : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_game_paste"); }
    void init() { removeAutosave(); }

    // Files that are not PGN, or PGN of which no game can be read: a message that names the
    // file and the first line that went wrong, no picker, the game on the board stays.
    void fileWithoutAReadableGame_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("binary") << randomBytes(11, 3000) << "Not a PGN file: it holds binary data";
        QTest::newRow("other text")
            << QByteArray("Dear diary,\ntoday I played chess (and lost).\n")
            << "Not a PGN file: nothing in it reads as a tag or a move; the first fault is on line "
               "1, column 1";
        QTest::newRow("no game readable")
            << QByteArray("[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. e5 *\n")
            << "game 1, line 3, column 13";
    }
    void fileWithoutAReadableGame() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = writeFile(dir, "odd.pgn", bytes);
        GameTable w;
        w.play(); // the Game menu's and the File menu's actions
        w.session()->newGame(7);
        QCOMPARE(openAndWait(&w.window(), w.files(), path), Opened::Failed);
        QVERIFY(!listedGames(&w.window(), path));
        QMessageBox* box = message(w, "errorMessage");
        QVERIFY(box);
        QVERIFY2(box->text().contains(path), qPrintable(box->text()));
        QVERIFY2(box->text().contains(says), qPrintable(box->text()));
        QCOMPARE(w.session()->game().startNumber(), 7);
    }

    // The picker offers only what it can open: broken games are listed, greyed, and can be
    // selected only to be deleted; Open is enabled only while one readable game is chosen.
    void pickerOpensOnlyReadableGames() {
        QTemporaryDir dir;
        GameDatabase db;
        QVERIFY(indexText(db, dir.filePath("three.pgn"),
                          "[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                          "[Event \"good\"]\n\n1. d4 *\n\n"
                          "[Event \"broken too\"]\n\n1. Qh5 *\n"));
        QCOMPARE(db.gameCount(), 3);
        GamePickerDialog picker(&db);
        QTableView* table = picker.table();
        const GameListModel* model = picker.model();
        QCOMPARE(picker.chosen(), 1);
        QVERIFY(openButton(picker)->isEnabled());
        for (int row : {0, 2}) {
            QVERIFY(model->index(row, 1).data().toString().contains("cannot be read"));
            QVERIFY(model->index(row, 1).data(Qt::ForegroundRole).isValid());
            table->selectRow(row);
            QCOMPARE(picker.chosen(), -1);
            QVERIFY(!openButton(picker)->isEnabled());
        }
        QVERIFY(!model->index(1, 1).data(Qt::ForegroundRole).isValid());
        table->clearSelection();
        QCOMPARE(picker.chosen(), -1);
        QVERIFY(!openButton(picker)->isEnabled());
        table->selectRow(1);
        QCOMPARE(picker.chosen(), 1);
        QVERIFY(openButton(picker)->isEnabled());
    }

    // "Choose a game" shows each game's result, sorts by any column (numbers as numbers), keeps
    // the chosen game when sorted, filters by what is typed, and fits five-digit numbers.
    void pickerShowsResultsSortsAndFilters() {
        std::string text;
        const char* results[] = {"1-0", "1/2-1/2", "0-1", "*"};
        for (int i = 0; i < 12; ++i)
            text += "[Event \"Round " + std::to_string(i + 1) + "\"]\n[White \"" +
                    (i % 2 ? "Anna" : "Boris") + "\"]\n[Result \"" + results[i % 4] +
                    "\"]\n\n1. e4 e5 " + results[i % 4] + "\n\n";
        QTemporaryDir dir;
        GameDatabase db;
        QVERIFY(indexText(db, dir.filePath("twelve.pgn"), text));
        QCOMPARE(db.gameCount(), 12);
        GamePickerDialog picker(&db);
        QTableView* table = picker.table();
        const GameListModel* model = picker.model();
        const auto cell = [model](int row, int column) {
            return model->index(row, column).data().toString();
        };
        QStringList shown;
        for (int row = 0; row < 4; ++row) shown << cell(row, GameListModel::Result);
        QCOMPARE(shown.join(' '), QString("1-0 1/2-1/2 0-1 *"));
        // Sorted by number, descending: 12 before 9 (not "9" before "12").
        table->sortByColumn(GameListModel::Number, Qt::DescendingOrder);
        QCOMPARE(cell(0, GameListModel::Number), QString("12"));
        QCOMPARE(cell(3, GameListModel::Number), QString("9"));
        table->selectRow(0);
        QCOMPARE(picker.chosen(), 11);
        // Sorted by result, the same game stays chosen.
        table->sortByColumn(GameListModel::Result, Qt::AscendingOrder);
        QCOMPARE(picker.chosen(), 11);
        // Filtered: only Anna's draws.
        auto* filter = picker.findChild<QLineEdit*>("gameFilter");
        QVERIFY(filter);
        filter->setText("anna 1/2");
        QCOMPARE(model->rowCount(), 3);
        for (int row = 0; row < model->rowCount(); ++row) {
            QCOMPARE(cell(row, GameListModel::White), QString("Anna"));
            QCOMPARE(cell(row, GameListModel::Result), QString("1/2-1/2"));
        }
        QCOMPARE(picker.chosen(), -1); // game 12 is not among them
        QVERIFY(picker.findChild<QLabel*>("gameListStatus")->text().contains("3 of 12"));
        // Numbers as wide as a file of a hundred thousand games has are not cut.
        std::string many;
        for (int i = 0; i < 10000; ++i) many += "[Event \"x\"]\n\n1. e4 *\n\n";
        GameDatabase lots;
        QVERIFY(indexText(lots, dir.filePath("many.pgn"), many));
        GamePickerDialog big(&lots);
        QVERIFY(big.table()->columnWidth(0) >=
                big.table()->fontMetrics().horizontalAdvance(QStringLiteral("10000")) + 8);
    }

    // A FEN with castling rights its position cannot have is read with those rights dropped,
    // and the window says which and why; other faults are refused as before.
    void pastedFenDropsImpossibleCastlingRights_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QString>("notice");
        QTest::newRow("white rooks gone")
            << "r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1"
            << "kq"
            << "Castling rights KQ dropped: no white rook on the back rank";
        QTest::newRow("bare kings")
            << "4k3/8/8/8/8/8/8/4K3 b KQkq - 0 1"
            << "-"
            << "Castling rights KQkq dropped: no white rook on the back rank and no black rook "
               "on the back rank";
        QTest::newRow("one right, king moved")
            << "r3k2r/8/8/8/8/8/4K3/R6R w kqK - 0 1"
            << "kq"
            << "Castling right K dropped: the white king on e2 has left its back rank";
        QTest::newRow("side and file")
            << "1r2k3/8/8/8/8/8/8/R3K3 w KQgb - 0 1"
            << "Qq"
            << "Castling rights Kg dropped: no white rook on the h-side of the king and no "
               "black rook on g8";
        QTest::newRow("king in corner") << "4k3/8/8/8/8/8/8/K6R w K - 0 1"
                                        << "-"
                                        << "Castling right K dropped: the white king on a1 is in "
                                           "a corner";
    }
    void pastedFenDropsImpossibleCastlingRights() {
        QFETCH(QString, fen);
        QFETCH(QString, kept);
        QFETCH(QString, notice);
        GameTable w;
        w.play(); // the Game menu's and the File menu's actions
        w.session()->newGame(7);
        QVERIFY(w.files()->pasteText(fen));
        QVERIFY(!message(w, "errorMessage"));
        const Position& start = w.session()->game().startPosition();
        QCOMPARE(QString::fromStdString(start.castlingField(FenStyle::XFen)), kept);
        QCOMPARE(w.statusBar()->currentMessage(), notice);
    }

    void pastedFenWithOtherFaultsIsRefused() {
        GameTable w;
        w.play(); // the Game menu's and the File menu's actions
        w.session()->newGame(7);
        QVERIFY(!w.files()->pasteText("4k3/8/8/8/8/8/8/R3K2R w KX - 0 1"));
        QMessageBox* box = message(w, "errorMessage");
        QVERIFY(box);
        QVERIFY2(box->text().contains("'X' is not allowed"), qPrintable(box->text()));
        QCOMPARE(w.session()->game().startNumber(), 7);
    }

    // The New Game dialog's FEN: the preview says what will be dropped, the game starts
    // without those rights and the window says so.
    void newGameFenDropsImpossibleCastlingRights() {
        GameSetup setup;
        setup.opponent = GameSetup::Opponent::Human;
        setup.start = GameSetup::Start::Fen;
        setup.fen = QStringLiteral("r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1");
        const QString notice = QStringLiteral("Castling rights KQ dropped: no white rook on the "
                                              "back rank");
        {
            NewGameDialog dialog(setup);
            QVERIFY(dialog.canStart());
            QVERIFY2(dialog.startPreview().contains(notice), qPrintable(dialog.startPreview()));
        }
        auto game = setup.createGame();
        QVERIFY(game.ok());
        QCOMPARE(game->startPosition().castlingField(FenStyle::XFen), std::string("kq"));
        QCOMPARE(setup.droppedCastling().size(), size_t(2));

        setup.save();
        GameTable w;
        w.play(); // the Game menu's and the File menu's actions
        {
            windowutil::Answer accept("newGameDialog", [](QDialog& d) { d.accept(); });
            action(w, "newGame")->trigger();
            QVERIFY(accept.asked());
        }
        QCOMPARE(w.session()->game().startPosition().castlingField(FenStyle::XFen),
                 std::string("kq"));
        QCOMPARE(w.statusBar()->currentMessage(), notice);
    }

    // What a paste over a game against the computer becomes: the computer keeps its side and
    // level, or nobody is the computer, whatever the pasted record said.
    void continueGameSetsWhoPlays() {
        Game pasted = Game::fromFen(kBlackToMove).value();
        pasted.setTag("White", "Ann");
        pasted.setTag("WhiteType", "program");
        pasted.setTag("BlackType", "human");
        pasted.setTag(kComputerLevelTag, "7");
        GameSession c;

        const Game vsComputer = continueGame(pasted, ContinueAs::Computer, Black, 4);
        QCOMPARE(vsComputer.tag("WhiteType"), std::string("human"));
        QCOMPARE(vsComputer.tag("BlackType"), std::string("program"));
        QCOMPARE(vsComputer.tag(kComputerLevelTag), std::string("4"));
        QCOMPARE(vsComputer.tag("White"), std::string(kRecordedPlayerName));
        QCOMPARE(vsComputer.tag("Black"), recordedComputerName(4).toStdString());
        QCOMPARE(vsComputer.position().fen(), pasted.position().fen());
        c.loadGame(vsComputer);
        QCOMPARE(c.players(), Players::againstBuiltIn(White, 4));

        const Game twoPlayers = continueGame(pasted, ContinueAs::TwoPlayers, Black, 4);
        for (const char* tag : {"WhiteType", "BlackType", kComputerLevelTag})
            QVERIFY2(!twoPlayers.hasTag(tag), tag);
        QCOMPARE(twoPlayers.tag("White"), std::string("Ann"));
        c.loadGame(twoPlayers);
        QCOMPARE(c.players().people(), 2);
        QVERIFY(c.acceptsBoardMoves());
    }

    // Pasting over a game against the computer asks how to go on; each answer does what it
    // says, Cancel keeps the game.
    void pasteOverComputerGameAsks() {
        // Play the computer from here: it keeps Black at level 2 and, Black being to move,
        // replies.
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            playComputer(w);
            QVERIFY(w.files()->pasteText(kBlackToMove));
            QAbstractButton* play = pasteAnswer(w, "playComputer");
            QVERIFY(play);
            QCOMPARE(w.session()->game().startNumber(), 518); // nothing happens before
            play->click();
            QCOMPARE(w.session()->players(), Players::againstBuiltIn(White, 2));
            QCOMPARE(w.session()->game().startPosition().fen(), std::string(kBlackToMove));
            QTRY_COMPARE_WITH_TIMEOUT(w.session()->game().plyCount(), 1, 10000);
            QVERIFY(w.session()->acceptsBoardMoves()); // White, the person, is to move
        }
        // Two players from here, even though the pasted PGN says a program played White.
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            playComputer(w, GameSetup::PlayerColour::Black);
            QVERIFY(w.files()->pasteText(
                "[WhiteType \"program\"]\n[BlackType \"human\"]\n\n1. d4 *\n"));
            QAbstractButton* two = pasteAnswer(w, "twoPlayers");
            QVERIFY(two);
            two->click();
            QCOMPARE(w.session()->players().people(), 2);
            QCOMPARE(w.session()->game().plyCount(), 1);
            QVERIFY(w.session()->acceptsBoardMoves());
        }
        // Cancel: the game against the computer goes on as it was.
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            playComputer(w);
            QVERIFY(w.files()->pasteText(kBlackToMove));
            auto* box = w.findChild<QMessageBox*>(QStringLiteral("pasteContinue"));
            QVERIFY(box);
            box->button(QMessageBox::Cancel)->click();
            QCOMPARE(w.session()->game().startNumber(), 518);
            QCOMPARE(w.session()->players()[Black].kind, PlayerKind::BuiltIn);
        }
    }

    // The question about unsaved moves still comes, after the choice; a two-player game
    // pastes without the new question.
    void pasteStillGuardsUnsavedMoves() {
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            playComputer(w);
            playSans(w.session(), {"e4"});
            QTRY_COMPARE_WITH_TIMEOUT(w.session()->game().plyCount(), 2, 10000);
            QVERIFY(w.document()->needsSaveQuestion());
            QVERIFY(w.files()->pasteText(kBlackToMove));
            Answer cancel("replaceGame", QMessageBox::Cancel);
            pasteAnswer(w, "twoPlayers")->click();
            QVERIFY(cancel.asked());
            QCOMPARE(w.session()->game().plyCount(), 2);
            QCOMPARE(w.session()->players()[Black].kind, PlayerKind::BuiltIn);
        }
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            w.session()->newGame(7);
            QVERIFY(w.files()->pasteText(kBlackToMove));
            QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("pasteContinue")));
            QCOMPARE(w.session()->game().startPosition().fen(), std::string(kBlackToMove));
            QCOMPARE(w.session()->players().people(), 2);
        }
    }
};

QTEST_MAIN(TestGamePaste)
#include "tst_game_paste.moc"

// Putting a game on the board from a file or the clipboard (MainWindow, GamePickerDialog,
// gamefiles and the ContinueAs decision of gamesetup): a file that is not PGN is named as
// such with the place of its first fault and never offered as a list of games; the picker
// opens only games that can be read.
#include "gamecontroller.h"
#include "gamefiles.h"
#include "gamepickerdialog.h"
#include "mainwindow.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

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

QMessageBox* message(MainWindow& w, const char* name) {
    return w.findChild<QMessageBox*>(QString::fromLatin1(name));
}

// Records whether a game picker was shown, and closes it with Cancel.
class PickerWatch {
public:
    PickerWatch() {
        timer_.setInterval(10);
        QObject::connect(&timer_, &QTimer::timeout, &timer_, [this] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* picker = qobject_cast<GamePickerDialog*>(w);
                    picker && picker->isVisible()) {
                    shown_ = true;
                    picker->reject();
                }
        });
        timer_.start();
    }
    bool shown() const { return shown_; }

private:
    QTimer timer_;
    bool shown_ = false;
};

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
        MainWindow w;
        w.controller()->newGame(7);
        PickerWatch picker;
        QVERIFY(!w.openFile(path));
        QVERIFY(!picker.shown());
        QMessageBox* box = message(w, "errorMessage");
        QVERIFY(box);
        QVERIFY2(box->text().contains(path), qPrintable(box->text()));
        QVERIFY2(box->text().contains(says), qPrintable(box->text()));
        QCOMPARE(w.controller()->game().startNumber(), 7);
    }

    // The picker offers only what it can open: broken games are listed without a way to
    // choose them, and Open is enabled only while a readable game is chosen.
    void pickerOpensOnlyReadableGames() {
        const auto records = readPgn("[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                                     "[Event \"good\"]\n\n1. d4 *\n\n"
                                     "[Event \"broken too\"]\n\n1. Qh5 *\n");
        QCOMPARE(records.size(), size_t(3));
        GamePickerDialog picker(records);
        auto* table = picker.findChild<QTableWidget*>();
        QCOMPARE(picker.chosen(), 1);
        QVERIFY(openButton(picker)->isEnabled());
        for (int row : {0, 2}) {
            QVERIFY(!(table->item(row, 0)->flags() & Qt::ItemIsSelectable));
            QVERIFY(table->item(row, 1)->text().contains("cannot be read"));
        }
        table->clearSelection();
        QCOMPARE(picker.chosen(), -1);
        QVERIFY(!openButton(picker)->isEnabled());
        table->selectRow(1);
        QCOMPARE(picker.chosen(), 1);
        QVERIFY(openButton(picker)->isEnabled());
    }
};

QTEST_MAIN(TestGamePaste)
#include "tst_game_paste.moc"

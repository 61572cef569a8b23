// A seeded monkey over the whole window. For a set time it does what a restless player might:
// picks any enabled item of any menu, clicks and drags on the board, presses keys, types into
// the move box, answers the boxes and dialogs that open with any of their buttons or fields
// (file dialogs with files from a small corpus, broken ones among them), closes windows,
// resizes the main one. Other engines are there to be chosen, one for each way the fake engine
// misbehaves (crashes, exits, hangs, illegal and malformed moves, floods of lines). It fails on a
// crash or a sanitizer's report (the process ends), on the GUI thread blocked for more than 2 s,
// and on a dialog it cannot close; it prints its seed and its last actions then.
//
// CHESS960_MONKEY_SEED and CHESS960_MONKEY_SECONDS (45 by default) make other and longer runs.
#include "board/boardwidget.h"
#include "engines/engineconfig.h"
#include "mainwindow.h"
#include "windowutil.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <deque>
#include <execinfo.h>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <unistd.h>

using namespace chess960;
using namespace chess960::ui;

namespace {

int envInt(const char* name, int fallback) {
    bool ok = false;
    const int n = qEnvironmentVariable(name).toInt(&ok);
    return ok && n > 0 ? n : fallback;
}

// QtTest ends a test function after five minutes (QTEST_FUNCTION_TIMEOUT, read once, when the
// first function starts): a longer run asked for is given its seconds and two minutes more,
// before main, unless the variable says otherwise. Without it a run of ten minutes ended at
// five with an abort that read like the program's.
const bool gTimeForLongRuns = [] {
    const int seconds = envInt("CHESS960_MONKEY_SECONDS", 45);
    if (seconds > 180 && !qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number((qint64(seconds) + 120) * 1000));
    return true;
}();

// The last actions, for the report of a failure (also from a signal handler: kept as plain
// text in a fixed buffer).
class Trail {
public:
    void add(const QString& action) {
        std::lock_guard guard(lock_);
        lines_.push_back(action.toStdString());
        if (lines_.size() > 25) lines_.pop_front();
        text_.clear();
        for (const std::string& l : lines_) text_ += "  " + l + "\n";
        std::snprintf(buffer_, sizeof buffer_, "%s", text_.c_str());
    }
    const char* text() const { return buffer_; }

private:
    std::mutex lock_;
    std::deque<std::string> lines_;
    std::string text_;
    char buffer_[8192] = {};
};

Trail gTrail;
unsigned gSeed = 1;

void report(const char* why) {
    char head[256];
    const int n = std::snprintf(head, sizeof head,
                                "\nmonkey: %s (seed %u; CHESS960_MONKEY_SEED=%u repeats it)\n"
                                "monkey: the last actions, oldest first:\n",
                                why, gSeed, gSeed);
    (void)!::write(2, head, size_t(n));
    (void)!::write(2, gTrail.text(), std::strlen(gTrail.text()));
}

void onSignal(int sig) {
    report(sig == SIGSEGV   ? "crashed (SIGSEGV)"
           : sig == SIGTERM ? "stopped from outside"
                            : "aborted");
    if (sig != SIGTERM) {
        // Where it died (addresses in the test resolve with addr2line -e tst_monkey).
        void* frames[64];
        const char where[] = "monkey: the stack:\n";
        (void)!::write(2, where, sizeof where - 1);
        backtrace_symbols_fd(frames, backtrace(frames, 64), 2);
    }
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT
    std::mt19937 rng_;
    QTemporaryDir corpus_;
    QStringList files_;
    MainWindow* window_ = nullptr;
    int actions_ = 0;
    int dialogsAnswered_ = 0;

    bool ticking_ = false;
    int depth_ = 0; // steps running, one inside another's dialog

    void tick() {
        if (!ticking_) return;
        QTimer::singleShot(15, this, &TestMonkey::tick);
        ++depth_;
        if (depth_ == 1) {
            step();
        } else if (QWidget* popup = QApplication::activePopupWidget()) {
            act(QStringLiteral("closes a popup"));
            popup->close();
        } else if (QWidget* modal = QApplication::activeModalWidget()) {
            // Inside a dialog's loop: that dialog is answered (deep down, only closed).
            if (depth_ < 6) {
                answer(modal);
            } else {
                act(QStringLiteral("closes %1").arg(modal->objectName()));
                if (auto* d = qobject_cast<QDialog*>(modal))
                    d->reject();
                else
                    modal->close();
            }
        }
        --depth_;
    }

    int pick(int n) { return n <= 0 ? 0 : int(rng_() % unsigned(n)); }
    bool chance(int percent) { return pick(100) < percent; }

    void makeCorpus() {
        const auto write = [this](const char* name, const QByteArray& bytes) {
            const QString path = corpus_.filePath(QLatin1String(name));
            QFile f(path);
            if (f.open(QIODevice::WriteOnly)) f.write(bytes);
            files_ << path;
        };
        write("game.pgn",
              "[Event \"m\"]\n[FEN \"nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb "
              "- 0 1\"]\n[SetUp \"1\"]\n\n1. e4 e5 2. O-O O-O 3. d4 *\n\n");
        write("two.pgn", "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. c4 *\n");
        write("broken.pgn", "[Event \"x\"\n\n1. e4 e5 2. Qxx9 {unclosed\n");
        write("empty.pgn", "");
        write("binary.pgn", QByteArray("\x00\xff\xfe\x01[[[\x80", 9));
        write("fen.txt", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        // A folder chosen in a file dialog, inside the corpus: a Save the dialog then makes
        // beside it stays in the corpus, which goes when the run ends.
        const QString folder = corpus_.filePath(QStringLiteral("a folder"));
        QDir().mkpath(folder);
        files_ << corpus_.filePath(QStringLiteral("missing.pgn")) << folder;
    }

    // Other engines the player has added, one for each way the fake engine misbehaves (and one
    // that behaves): the monkey meets them wherever an engine is chosen (a new game, analysis,
    // review, Settings > Engines).
    void addFakeEngines() {
        static const char* const modes[] = {
            "good",  "crash-at-move-2", "exit-at-move-3", "hang",     "illegal",    "malformed",
            "flood", "garbage-info",    "no-960",         "no-uciok", "ignore-quit"};
        for (const char* mode : modes) {
            // The engine is started without arguments: a script names the mode.
            const QString script = corpus_.filePath(QStringLiteral("engine-%1.sh").arg(mode));
            QFile f(script);
            if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(script));
            f.write(QStringLiteral("#!/bin/sh\nexec '%1' %2\n")
                        .arg(QStringLiteral(CHESS960_FAKE_ENGINE), QLatin1String(mode))
                        .toUtf8());
            f.close();
            f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
            EngineConfig c;
            c.name = QStringLiteral("Fake %1").arg(QLatin1String(mode));
            c.path = script;
            c.engineName = QStringLiteral("Fake Engine 1.0");
            if (std::strcmp(mode, "no-960") != 0)
                c.optionLines << QStringLiteral(
                    "option name UCI_Chess960 type check default false");
            c.optionLines << QStringLiteral("option name Hash type spin default 16 min 1 max 1024")
                          << QStringLiteral("option name Style type combo default Normal var "
                                            "Solid var Normal var Risky");
            EngineStore::add(c);
        }
    }

    QString randomText() {
        static const char* const words[] = {
            "e4",       "Nf3",
            "O-O",      "O-O-O",
            "0-0",      "Kg1",
            "e2e4",     "a1b1",
            "exd5",     "Qxf7#",
            "xyz",      "",
            "  ",       "K",
            "e8=Q",     "Ng",
            "\xc3\xa4", "960",
            "-1",       "518",
            "99999",    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"};
        if (chance(20) && !files_.isEmpty()) return files_[pick(int(files_.size()))];
        return QString::fromUtf8(words[pick(int(std::size(words)))]);
    }

    void act(const QString& what) {
        ++actions_;
        gTrail.add(QStringLiteral("%1: %2").arg(actions_).arg(what));
    }

    // Something in the dialog or box on top: a button, a field, or closing it.
    void answer(QWidget* top) {
        ++dialogsAnswered_;
        const QString name = top->objectName().isEmpty()
                                 ? QString::fromLatin1(top->metaObject()->className())
                                 : top->objectName();
        if (auto* files = qobject_cast<QFileDialog*>(top)) {
            if (chance(60) && !files_.isEmpty()) {
                const QString f = files_[pick(int(files_.size()))];
                act(QStringLiteral("file dialog %1: %2").arg(name, QFileInfo(f).fileName()));
                files->selectFile(f);
                static_cast<QDialog*>(files)->accept(); // as its Open or Save button
            } else {
                act(QStringLiteral("file dialog %1: rejected").arg(name));
                files->reject();
            }
            return;
        }
        const int what = pick(10);
        if (what < 5) {
            QList<QAbstractButton*> buttons;
            for (QAbstractButton* b : top->findChildren<QAbstractButton*>())
                if (b->isVisible() && b->isEnabled()) buttons << b;
            if (!buttons.isEmpty()) {
                QAbstractButton* b = buttons[pick(int(buttons.size()))];
                act(QStringLiteral("%1: button '%2'").arg(name, b->text()));
                b->click();
                return;
            }
        } else if (what < 7) {
            const auto edits = top->findChildren<QLineEdit*>();
            if (!edits.isEmpty()) {
                QLineEdit* e = edits[pick(int(edits.size()))];
                if (e->isVisible() && e->isEnabled()) {
                    const QString text = randomText();
                    act(QStringLiteral("%1: types '%2'").arg(name, text));
                    e->setText(text);
                    if (chance(50)) QTest::keyClick(e, Qt::Key_Return);
                    return;
                }
            }
        } else if (what < 8) {
            const auto combos = top->findChildren<QComboBox*>();
            if (!combos.isEmpty()) {
                QComboBox* c = combos[pick(int(combos.size()))];
                if (c->isVisible() && c->isEnabled() && c->count() > 0) {
                    const int i = pick(c->count());
                    act(QStringLiteral("%1: chooses %2 in %3")
                            .arg(name)
                            .arg(i)
                            .arg(c->objectName()));
                    c->setCurrentIndex(i);
                    return;
                }
            }
            const auto spins = top->findChildren<QSpinBox*>();
            if (!spins.isEmpty()) {
                QSpinBox* s = spins[pick(int(spins.size()))];
                if (s->isVisible() && s->isEnabled()) {
                    const int v = s->minimum() + pick(s->maximum() - s->minimum() + 1);
                    act(QStringLiteral("%1: sets %2 to %3").arg(name, s->objectName()).arg(v));
                    s->setValue(v);
                    return;
                }
            }
        }
        act(QStringLiteral("%1: closed").arg(name));
        if (auto* d = qobject_cast<QDialog*>(top))
            d->reject();
        else
            top->close();
    }

    QList<QAction*> menuActions() {
        QList<QAction*> out;
        std::function<void(QMenu*)> walk = [&](QMenu* m) {
            emit m->aboutToShow(); // menus fill themselves (Open recent) when shown
            for (QAction* a : m->actions()) {
                if (a->menu()) {
                    walk(a->menu());
                    continue;
                }
                if (a->isSeparator() || !a->isEnabled() || !a->isVisible()) continue;
                if (a->objectName() == QLatin1String("quit")) continue; // the monkey stays
                out << a;
            }
        };
        for (QAction* a : window_->menuBar()->actions())
            if (a->menu()) walk(a->menu());
        return out;
    }

    void onBoard() {
        BoardWidget* board = window_->board();
        if (!board->isVisible()) return;
        const QRect r = board->rect();
        const auto somewhere = [&] {
            return QPoint(pick(std::max(1, r.width())), pick(std::max(1, r.height())));
        };
        const int what = pick(10);
        if (what < 4) {
            const QPoint a = somewhere(), b = somewhere();
            act(QStringLiteral("board: drag (%1,%2) to (%3,%4)")
                    .arg(a.x())
                    .arg(a.y())
                    .arg(b.x())
                    .arg(b.y()));
            QTest::mousePress(board, Qt::LeftButton, {}, a);
            QTest::mouseMove(board, b);
            QTest::mouseRelease(board, Qt::LeftButton, {}, b);
        } else if (what < 8) {
            const QPoint a = somewhere();
            const Qt::MouseButton button = chance(85) ? Qt::LeftButton : Qt::RightButton;
            act(QStringLiteral("board: click (%1,%2)%3")
                    .arg(a.x())
                    .arg(a.y())
                    .arg(button == Qt::RightButton ? QStringLiteral(" right") : QString()));
            QTest::mouseClick(board, button, {}, a);
        } else {
            static const Qt::Key keys[] = {Qt::Key_Left,  Qt::Key_Right,  Qt::Key_Up,
                                           Qt::Key_Down,  Qt::Key_Return, Qt::Key_Escape,
                                           Qt::Key_Space, Qt::Key_E,      Qt::Key_4,
                                           Qt::Key_H,     Qt::Key_Home,   Qt::Key_End};
            const Qt::Key k = keys[pick(int(std::size(keys)))];
            act(QStringLiteral("board: key %1").arg(int(k)));
            board->setFocus();
            QTest::keyClick(board, k);
        }
    }

    void step() {
        // A menu left open: closed first.
        if (QWidget* popup = QApplication::activePopupWidget()) {
            act(QStringLiteral("closes a popup"));
            popup->close();
            return;
        }
        if (QWidget* modal = QApplication::activeModalWidget()) {
            answer(modal);
            return;
        }
        const int what = pick(100);
        if (what < 30) {
            const QList<QAction*> actions = menuActions();
            if (actions.isEmpty()) return;
            QAction* a = actions[pick(int(actions.size()))];
            act(QStringLiteral("menu: %1 (%2)")
                    .arg(a->text().remove(QLatin1Char('&')), a->objectName()));
            a->trigger();
        } else if (what < 75) {
            onBoard();
        } else if (what < 85) {
            const auto edits = window_->findChildren<QLineEdit*>();
            QList<QLineEdit*> shown;
            for (QLineEdit* e : edits)
                if (e->isVisible() && e->isEnabled()) shown << e;
            if (shown.isEmpty()) return;
            QLineEdit* e = shown[pick(int(shown.size()))];
            const QString text = randomText();
            act(QStringLiteral("types '%1' into %2").arg(text, e->objectName()));
            e->setFocus();
            e->setText(text);
            QTest::keyClick(e, Qt::Key_Return);
        } else if (what < 93) {
            // A window of its own (practice, shuffler, My games, analysis windows): answered
            // or closed.
            QList<QWidget*> others;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top != window_ && top->isVisible() && !qobject_cast<QMenu*>(top)) others << top;
            if (others.isEmpty()) return;
            answer(others[pick(int(others.size()))]);
        } else {
            const QSize size(400 + pick(900), 300 + pick(700));
            act(QStringLiteral("resizes to %1x%2").arg(size.width()).arg(size.height()));
            window_->resize(size);
        }
    }

private slots:
    void initTestCase() {
        windowutil::useTestLocations("tst_monkey");
        gSeed = unsigned(envInt("CHESS960_MONKEY_SEED", 1));
        rng_.seed(gSeed);
        QVERIFY(corpus_.isValid());
        makeCorpus();
        addFakeEngines();
        std::signal(SIGSEGV, onSignal);
        std::signal(SIGABRT, onSignal);
        std::signal(SIGTERM, onSignal);
    }

    void monkey() {
        const int seconds = envInt("CHESS960_MONKEY_SECONDS", 45);
        qInfo("monkey: seed %u, %d s", gSeed, seconds);
        MainWindow window;
        window_ = &window;
        window.show();

        // The GUI thread's heartbeat: a watchdog beside it stops the run when it stands
        // still for more than 2 s.
        std::atomic<qint64> beat{0};
        std::atomic<bool> done{false};
        QElapsedTimer clock;
        clock.start();
        QTimer heart;
        connect(&heart, &QTimer::timeout, [&] { beat = clock.elapsed(); });
        heart.start(50);
        std::thread watchdog([&] {
            while (!done) {
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
                if (!done && clock.elapsed() - beat.load() > 2000) {
                    report("the GUI thread was blocked for more than 2 s");
                    std::_Exit(3);
                }
            }
        });

        // The monkey's steps come from the event loop, each scheduled before the one before
        // acts: a step that opens a dialog's own loop finds the next one running inside it.
        ticking_ = true;
        QTimer::singleShot(15, this, &TestMonkey::tick);
        // After the steps have begun: the start may ask about an earlier run's unfinished game.
        window.startUp({});
        QTRY_VERIFY_WITH_TIMEOUT(clock.elapsed() > seconds * 1000, (seconds + 30) * 1000);
        ticking_ = false;

        // What is open at the end closes: a dialog the monkey cannot close fails the run.
        QElapsedTimer closing;
        closing.start();
        while (QWidget* modal = QApplication::activeModalWidget()) {
            if (closing.elapsed() > 10000) {
                report("a dialog could not be closed");
                QFAIL(qPrintable(modal->objectName()));
            }
            act(QStringLiteral("closes %1 at the end").arg(modal->objectName()));
            if (auto* d = qobject_cast<QDialog*>(modal))
                d->reject();
            else
                modal->close();
            QCoreApplication::processEvents();
        }
        done = true;
        watchdog.join();
        qInfo("monkey: %d actions, %d answers to boxes and dialogs, in %lld s", actions_,
              dialogsAnswered_, clock.elapsed() / 1000);
        QVERIFY(actions_ > seconds * 5);
        window_ = nullptr;
    }
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"

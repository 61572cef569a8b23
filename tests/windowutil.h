// Helpers shared by the suites that drive the main window.
#pragma once

#include "asking.h"
#include "card/cardaction.h"
#include "database/databasefeature.h"
#include "database/gamedatabase.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "document/fileactions.h"
#include "document/gamedocument.h"
#include "editor/editoraction.h"
#include "engineutil.h"
#include "game/gamesession.h"
#include "library/libraryfeature.h"
#include "movelist/movetreeview.h"
#include "pictures/pictureactions.h"
#include "testhome.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QWidget>

#include <functional>
#include <initializer_list>
#include <optional>

namespace windowutil {

/// The window's action by its object name (never by its text, which follows the language);
/// naming a missing one stops the test.
inline QAction* action(QWidget& window, const QString& name) {
    for (QAction* a : window.findChildren<QAction*>())
        if (a->objectName() == name) return a;
    qFatal("no action named %s", qPrintable(name));
}

/// The window's feature of type F (LibraryFeature, PictureActions ...); a missing one stops the
/// test.
template <typename F>
F* feature(QWidget& window) {
    F* f = window.findChild<F*>();
    if (!f) qFatal("no feature %s", F::staticMetaObject.className());
    return f;
}

/// Answers the question (modal dialog) named `name`, every time it is asked while this object
/// lives, with `answer`, at once and without showing it (see ui/asking.h); other questions go
/// to the answers made before this one. Remembers whether the question was asked and its text.
class Answer {
public:
    Answer(const char* name, std::function<void(QDialog&)> answer)
        : name_(QString::fromLatin1(name)), answer_(std::move(answer)) {
        previous_ = chess960::ui::setAnswerer([this](QDialog& d) {
            if (d.objectName() != name_) return previous_ && previous_(d);
            ++asked_;
            if (auto* box = qobject_cast<QMessageBox*>(&d))
                text_ = box->text() + QLatin1Char('\n') + box->informativeText();
            answer_(d);
            return true;
        });
    }
    /// Clicks `button` of the message box.
    Answer(const char* name, QMessageBox::StandardButton button)
        : Answer(name, [button](QDialog& d) {
              auto* box = qobject_cast<QMessageBox*>(&d);
              if (!box || !box->button(button)) qFatal("no such button");
              box->button(button)->click();
          }) {}
    ~Answer() { chess960::ui::setAnswerer(std::move(previous_)); }
    Answer(const Answer&) = delete;
    Answer& operator=(const Answer&) = delete;

    bool asked() const { return asked_ > 0; }
    int times() const { return asked_; }
    const QString& text() const { return text_; }

private:
    QString name_;
    std::function<void(QDialog&)> answer_;
    chess960::ui::Answerer previous_;
    int asked_ = 0;
    QString text_;
};

/// Waits until every save started has been written and reported: files are written beside
/// the GUI thread.
inline bool written(chess960::ui::GameDocument* document) {
    return QTest::qWaitFor([document] { return !document->isWriting(); }, 120000);
}

/// Plays moves written in SAN through the session; one that cannot be played stops the test.
/// \brief The ply on view while browsing during play; nothing while the game itself is shown.
inline std::optional<int> browsedPly(const chess960::ui::GameSession* c) {
    return c->view()->browsing() ? std::optional<int>(c->view()->ply()) : std::nullopt;
}

inline void playSans(chess960::ui::GameSession* c, std::initializer_list<const char*> sans) {
    for (const char* san : sans) {
        auto m = chess960::moveFromSan(c->view()->position(), san);
        if (!m || !c->play(*m)) qFatal("cannot play %s", san);
    }
}

/// Writes text to path and opens its index in db, waiting for it; true when it is Ready.
inline bool indexText(chess960::ui::GameDatabase& db, const QString& path,
                      const std::string& text) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(text.data(), qint64(text.size())) != qint64(text.size()))
        return false;
    f.close();
    db.open(path);
    if (db.state() == chess960::ui::GameDatabase::State::Building)
        (void)QTest::qWaitFor(
            [&db] { return db.state() != chess960::ui::GameDatabase::State::Building; }, 60000);
    return db.state() == chess960::ui::GameDatabase::State::Ready;
}

/// The numbers of the games model lists with filter typed, "1 3".
inline QString listedNumbers(chess960::ui::GameListModel& model, const QString& filter) {
    model.setFilterText(filter);
    QStringList numbers;
    for (int n : model.matchingNumbers()) numbers << QString::number(n);
    return numbers.join(' ');
}

/// A PGN text of two games with about `megabytes` MB of escaped lines between them (kept byte
/// for byte by saves and deletes): a file that takes a while to write.
inline std::string twoGamesFarApart(int megabytes) {
    std::string text = chess960::writePgn(*chess960::Game::fromStartNumber(5)) + "\n";
    const std::string line = "% " + std::string(97, 'x') + "\n";
    for (int i = 0; i < megabytes * 10000; ++i) text += line;
    return text + "\n" + chess960::writePgn(*chess960::Game::fromStartNumber(6));
}

/// Settings, autosave and recent files of the suite go to Qt's test locations under a home of
/// the run's own, never the player's.
using engineutil::useTestLocations;

/// Clicks the move of node n in the move list; a node not shown stops the test.
inline void clickMove(chess960::ui::MoveTreeView* list, chess960::NodeId n) {
    QWidget* port = list->viewport();
    for (int y = 1; y < port->height(); y += 2)
        for (int x = 1; x < port->width(); x += 2)
            if (list->nodeAt({x, y}) == n) {
                QTest::mouseClick(port, Qt::LeftButton, {}, {x, y});
                return;
            }
    qFatal("move %d is not shown", int(n));
}

/// The first legal move in the position on the board of w (a window or a GameTable).
template <class Window>
chess960::Move anyMove(Window& w) {
    chess960::MoveList list;
    chess960::generateLegalMoves(w.session()->view()->position(), list);
    return list[0];
}

/// Delivers every event already posted, and those they post in turn (a layout that fits
/// itself, a box a queued signal opens): what "the next turn of the event loop" brings, without
/// waiting for the clock.
inline void settle() {
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

/// What File > Open came to.
enum class Opened { Game, Listed, Failed };

/// The list of path in window's Databases panel (nullptr if it is not listed).
inline chess960::ui::GamePickerDialog* listedGames(QObject* window, const QString& path) {
    auto* databases = window->findChild<chess960::ui::DatabaseFeature*>();
    return databases ? databases->list(path) : nullptr;
}

/// Runs start (File > Open, a recent file ...) and waits until the file it opens is settled: its
/// game chosen (it is on the board unless the document's question was answered no), its list in the
/// Databases panel, or a box saying why not. With pick >= 0 and a list, game pick (0-based) is then
/// opened from the list as Open does. A minute at most for each (a build with a sanitizer reads
/// a large file several times slower).
inline Opened openedBy(QObject* window, const std::function<void()>& start,
                       const QString& path = {}, int pick = -1) {
    using chess960::ui::DatabaseFeature;
    auto* databases = window->findChild<DatabaseFeature*>();
    if (!databases) qFatal("no Databases panel");
    int chosen = 0, listed = 0, failed = 0;
    QObject guard;
    QObject::connect(databases, &DatabaseFeature::gameChosen, &guard, [&] { ++chosen; });
    QObject::connect(databases, &DatabaseFeature::listed, &guard, [&] { ++listed; });
    QObject::connect(databases, &DatabaseFeature::openFailed, &guard, [&] { ++failed; });
    start();
    if (!QTest::qWaitFor([&] { return chosen + listed + failed > 0; }, 60000))
        qFatal("%s was neither opened, listed nor refused", qPrintable(path));
    if (failed) return Opened::Failed;
    if (chosen || pick < 0) return chosen ? Opened::Game : Opened::Listed;
    chess960::ui::GamePickerDialog* list = databases->list(path);
    // Listed as soon as the first games are read: the row is chosen once it is there.
    if (!QTest::qWaitFor([&] { return list->model()->rowCount() > pick; }, 60000))
        qFatal("%s does not list game %d", qPrintable(path), pick);
    list->table()->selectRow(pick);
    list->accept(); // Open: once the whole file is read
    if (!QTest::qWaitFor([&] { return chosen + failed > 0; }, 60000))
        qFatal("game %d of %s was not opened", pick, qPrintable(path));
    return chosen ? Opened::Game : Opened::Failed;
}

/// The same for a file opened with File > Open.
inline Opened openAndWait(QObject* window, chess960::ui::FileActions* files, const QString& path,
                          int pick = -1) {
    return openedBy(
        window, [&] { files->openFile(path); }, path, pick);
}

// The engines' short time limits and the fake engine (engineutil.h).
using engineutil::shortTimeouts;
#ifdef CHESS960_FAKE_ENGINE
using engineutil::addFakeEngine;
#endif

} // namespace windowutil

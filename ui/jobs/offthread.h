// Work that waits on the disk, done beside the GUI thread. The caller gets the work's result as
// if it had done it itself, but meanwhile the GUI thread's event loop goes on: the window
// paints, clocks and timers run, engines' answers arrive. The player's clicks and keys are held
// until the work is done (they are delivered then, not lost), so no click or key can change
// what is being written; other events (a window's close, a box an engine's move opens) do run,
// and a caller that must refuse them keeps a note that it is writing (GameDocument::isWriting).
// After 300 ms the pointer shows that the program is busy.
#pragma once

#include <QCursor>
#include <QEventLoop>
#include <QGuiApplication>
#include <QTimer>

#include <optional>
#include <thread>
#include <type_traits>
#include <utility>

namespace chess960::ui {

/// \brief Runs work() on a thread of its own and returns its result; call on the GUI thread.
/// work must not touch widgets or objects of the GUI thread.
template <class Work>
auto waitOffThread(Work work) -> decltype(work()) {
    using Result = decltype(work());
    static_assert(!std::is_void_v<Result>, "the work returns what it did");
    std::optional<Result> result;
    QEventLoop loop;
    bool busy = false;
    QTimer pointer;
    pointer.setSingleShot(true);
    QObject::connect(&pointer, &QTimer::timeout, [&busy] {
        if (qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
            QGuiApplication::setOverrideCursor(QCursor(Qt::BusyCursor));
            busy = true;
        }
    });
    pointer.start(300);
    // A std::thread: its join is what makes the result visible here (also to ThreadSanitizer,
    // which does not see inside Qt's own waiting).
    std::thread worker([&] {
        result.emplace(work());
        // By name: the call is then made inside QtCore alone (as the engine worker's are).
        QMetaObject::invokeMethod(&loop, "quit", Qt::QueuedConnection);
    });
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    worker.join();
    if (busy) QGuiApplication::restoreOverrideCursor();
    return std::move(*result);
}

} // namespace chess960::ui

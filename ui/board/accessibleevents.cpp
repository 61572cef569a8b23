#include "board/accessibleevents.h"

#include <QStatusBar>

namespace chess960::ui {
namespace {

std::function<void(QObject*, QAccessible::Event)>& watcher() {
    static std::function<void(QObject*, QAccessible::Event)> w;
    return w;
}

} // namespace

void sendAccessibleEvent(QObject* object, QAccessible::Event type) {
    if (watcher()) watcher()(object, type);
    QAccessibleEvent event(object, type);
    QAccessible::updateAccessibility(&event);
}

void announceStatusMessages(QStatusBar* bar) {
    // A status bar paints its message itself: no label whose text changes for a reader to see.
    QObject::connect(bar, &QStatusBar::messageChanged, bar, [bar](const QString& text) {
        bar->setAccessibleName(text);
        if (!text.isEmpty()) sendAccessibleEvent(bar, QAccessible::NameChanged);
    });
}

void watchAccessibleEvents(std::function<void(QObject*, QAccessible::Event)> w) {
    watcher() = std::move(w);
}

} // namespace chess960::ui

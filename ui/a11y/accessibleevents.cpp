#include "a11y/accessibleevents.h"

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

void watchAccessibleEvents(std::function<void(QObject*, QAccessible::Event)> w) {
    watcher() = std::move(w);
}

} // namespace chess960::ui

// Accessible events, sent in one place. Screen readers speak a focused widget whose name
// changes and a label whose text changes; Qt passes the event on only while a screen reader
// (an assistive-technology bridge) is listening, so tests watch this function's calls instead.
#pragma once

#include <QAccessible>

#include <functional>

class QStatusBar;

namespace chess960::ui {

/// \brief Tells screen readers that `object` changed (its name, its description, ...).
void sendAccessibleEvent(QObject* object, QAccessible::Event type);

/// \brief Speaks every message `bar` shows (why a castle is not possible, an announced castle,
/// a saved file): the bar takes the message as its accessible name and sends NameChanged. A
/// message cleared is not news and sends nothing.
void announceStatusMessages(QStatusBar* bar);

/// \brief Called with every event sendAccessibleEvent() sends, bridge or not (for tests);
/// an empty function stops the calls.
void watchAccessibleEvents(std::function<void(QObject*, QAccessible::Event)> watcher);

} // namespace chess960::ui

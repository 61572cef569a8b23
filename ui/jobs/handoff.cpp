#include "jobs/handoff.h"

namespace chess960::ui {

Handoff::Handoff(QObject* parent) : QObject(parent) {}

Handoff::~Handoff() = default;

void Handoff::post(std::function<void()> work) {
    {
        std::lock_guard guard(lock_);
        posted_.push_back(std::move(work));
    }
    // One call for each function: the calls come in the order posted, and none runs more than
    // its own, so a function that deletes this object leaves nothing running on it.
    QMetaObject::invokeMethod(this, "runOne", Qt::QueuedConnection);
}

void Handoff::runOne() {
    std::function<void()> work;
    {
        std::lock_guard guard(lock_);
        if (posted_.empty()) return;
        work = std::move(posted_.front());
        posted_.pop_front();
    }
    work();
}

} // namespace chess960::ui

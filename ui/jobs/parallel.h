// Work of one job split over the machine's cores. The job's own thread does a part itself, and
// every thread begun here has ended before the function returns.
#pragma once

#include <functional>
#include <thread>
#include <utility>

namespace chess960::ui {

/// \brief The threads a job may split its work over: the machine's cores, at least one.
int coreCount();

/// \brief Runs part(0) .. part(parts - 1) at once: part 0 on the calling thread, each other on a
/// thread of its own; returns when all have returned.
void inParallel(int parts, const std::function<void(int part)>& part);

/// \brief Work begun beside the calling thread, within a job; join() waits for it (the
/// destructor does if no one did).
class Beside {
public:
    Beside() = default;
    explicit Beside(std::function<void()> work) : thread_(std::move(work)) {}
    Beside(Beside&&) = default;
    Beside& operator=(Beside&& other) {
        join();
        thread_ = std::move(other.thread_);
        return *this;
    }
    ~Beside() { join(); }
    /// \brief Work was begun and not yet waited for.
    bool joinable() const { return thread_.joinable(); }
    void join() {
        if (thread_.joinable()) thread_.join();
    }

private:
    std::thread thread_;
};

} // namespace chess960::ui

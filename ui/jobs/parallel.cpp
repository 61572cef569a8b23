#include "jobs/parallel.h"

#include <algorithm>
#include <vector>

namespace chess960::ui {

int coreCount() {
    return int(std::max(1u, std::thread::hardware_concurrency()));
}

void inParallel(int parts, const std::function<void(int part)>& part) {
    std::vector<Beside> others;
    others.reserve(size_t(std::max(0, parts - 1)));
    for (int i = 1; i < parts; ++i) others.emplace_back([&part, i] { part(i); });
    if (parts > 0) part(0);
    for (Beside& other : others) other.join();
}

} // namespace chess960::ui

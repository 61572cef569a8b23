#include "board/drawings.h"

#include <algorithm>

namespace chess960::ui {

char Drawings::colourFor(bool shiftOrCtrl, bool altOrMeta) {
    static constexpr char kColours[] = {'G', 'R', 'B', 'Y'};
    return kColours[(shiftOrCtrl ? 1 : 0) + (altOrMeta ? 2 : 0)];
}

void Drawings::begin(Square s, char colour) {
    from_ = over_ = s;
    colour_ = colour;
    moved_ = false;
}

void Drawings::over(Square s) {
    if (from_ == NoSquare) return;
    over_ = s;
    moved_ = true;
}

std::optional<Marking> Drawings::current() const {
    if (from_ == NoSquare || over_ == NoSquare || !moved_) return std::nullopt;
    return Marking{colour_, from_, over_};
}

bool Drawings::end(Square s) {
    const Square from = from_;
    from_ = over_ = NoSquare;
    if (from == NoSquare || s == NoSquare) return false;
    const Marking drawn{colour_, from, s};
    const auto same = [&](const Marking& m) { return m.from == drawn.from && m.to == drawn.to; };
    const auto old = std::find_if(markings_.begin(), markings_.end(), same);
    const bool sameColour = old != markings_.end() && old->colour == drawn.colour;
    if (old != markings_.end()) markings_.erase(old);
    if (!sameColour) markings_.push_back(drawn);
    return true;
}

void Drawings::set(std::vector<Marking> markings) {
    markings_ = std::move(markings);
    from_ = over_ = NoSquare;
}

bool Drawings::clear() {
    const bool had = !markings_.empty();
    markings_.clear();
    from_ = over_ = NoSquare;
    return had;
}

} // namespace chess960::ui

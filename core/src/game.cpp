#include "chess960/game.h"

#include "chess960/draw.h"
#include "chess960/errortext.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <algorithm>

namespace chess960 {

std::string_view resultText(GameResult r) {
    switch (r) {
    case GameResult::Ongoing: return "*";
    case GameResult::WhiteWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    }
    return "*";
}

std::optional<GameResult> parseResult(std::string_view text) {
    if (text == "*") return GameResult::Ongoing;
    if (text == "1-0") return GameResult::WhiteWins;
    if (text == "0-1") return GameResult::BlackWins;
    if (text == "1/2-1/2" || text == "\xC2\xBD-\xC2\xBD") return GameResult::Draw;
    return std::nullopt;
}

std::string_view terminationText(Termination t) {
    switch (t) {
    case Termination::None: return "game in progress";
    case Termination::Checkmate: return "checkmate";
    case Termination::Stalemate: return "stalemate";
    case Termination::InsufficientMaterial: return "insufficient material";
    case Termination::FivefoldRepetition: return "fivefold repetition";
    case Termination::SeventyFiveMoveRule: return "75-move rule";
    case Termination::ThreefoldRepetition: return "threefold repetition claimed";
    case Termination::FiftyMoveRule: return "50-move rule claimed";
    case Termination::Resignation: return "resignation";
    case Termination::Agreement: return "draw by agreement";
    case Termination::TimeForfeit: return "time forfeit";
    case Termination::TimeoutVsInsufficientMaterial:
        return "time forfeit, but the opponent cannot mate";
    case Termination::Abandoned: return "abandoned";
    case Termination::Adjudication: return "adjudication";
    case Termination::RulesInfraction: return "rules infraction";
    case Termination::Unknown: return "result given without a reason";
    }
    return "";
}

bool isEndedByBoard(Termination t) {
    switch (t) {
    case Termination::Checkmate:
    case Termination::Stalemate:
    case Termination::InsufficientMaterial:
    case Termination::FivefoldRepetition:
    case Termination::SeventyFiveMoveRule: return true;
    default: return false;
    }
}

namespace {

Termination terminationOf(RuleOutcome o) {
    switch (o) {
    case RuleOutcome::Checkmate: return Termination::Checkmate;
    case RuleOutcome::Stalemate: return Termination::Stalemate;
    case RuleOutcome::InsufficientMaterial: return Termination::InsufficientMaterial;
    case RuleOutcome::FivefoldRepetition: return Termination::FivefoldRepetition;
    case RuleOutcome::SeventyFiveMoveRule: return Termination::SeventyFiveMoveRule;
    case RuleOutcome::Ongoing: break;
    }
    return Termination::None;
}

bool playable(const Position& pos) {
    return popcount(pos.pieces(White, King)) == 1 && popcount(pos.pieces(Black, King)) == 1;
}

} // namespace

Game::Game() : Game(Position::startPosition(kClassicalStartNumber)) {}

Game::Game(const Position& start) {
    nodes_.push_back(Node{});
    // A Position without kings (the default-constructed one) cannot be played from; the
    // classical start is the only sensible game to give instead of undefined behaviour.
    start_ = playable(start) ? start : Position::startPosition(kClassicalStartNumber);
    current_ = start_;
    keys_.push_back(start_.key());
    startNumber_ = start_.startPositionNumber();
    updateEndByBoard();
}

Expected<Game> Game::fromStartNumber(int n) {
    if (n < 0 || n >= kStartPositionCount)
        return makeError(ErrorCode::GameNoSuchStart, {std::to_string(n)});
    return Game(Position::startPosition(n));
}

Expected<Game> Game::fromFen(std::string_view fen) {
    auto pos = Position::fromFen(fen);
    if (!pos) return pos.error();
    return Game(*pos);
}

Position Game::positionAt(int ply) const {
    ply = std::clamp(ply, 0, plyCount());
    return ply == plyCount() ? current_ : replayTo(ply);
}

bool Game::play(Move m, std::optional<int64_t> clockMs) {
    if (isOver() || !position().isLegal(m)) return false;
    playLegal(m, clockMs);
    return true;
}

void Game::playLegal(Move m, std::optional<int64_t> clockMs) {
    const NodeId at = cursor();
    const std::vector<NodeId>& next = node(at).children;
    if (!next.empty() && node(next.front()).move.move == m) {
        // The next move of the line, played again: its annotations stay, the clock reading and
        // a claim belong to this playing of it.
        const NodeId child = next.front();
        node(child).move.clockMs = clockMs;
        node(child).move.incorrectClaim = false;
        enter(child);
    } else {
        while (!node(at).children.empty()) deleteSubtree(node(at).children.back());
        Position after = position().after(m);
        const NodeId child = newChild(at, m, moveToSan(position(), m, after), clockMs);
        enter(child, std::move(after));
    }
    updateEndByBoard();
}

Expected<Move> Game::playSan(std::string_view san, std::optional<int64_t> clockMs) {
    if (isOver()) return makeError(ErrorCode::GameOver, {std::to_string(int(termination_))});
    auto m = moveFromSan(position(), san);
    if (m) playLegal(*m, clockMs); // the reader found it among the legal moves
    return m;
}

Expected<Move> Game::playUci(std::string_view uci, std::optional<int64_t> clockMs) {
    if (isOver()) return makeError(ErrorCode::GameOver, {std::to_string(int(termination_))});
    auto m = moveFromUci(position(), uci);
    if (m) playLegal(*m, clockMs);
    return m;
}

bool Game::canUndo() const {
    return !moves_.empty() && (!isOver() || isEndedByBoard(termination_));
}

bool Game::canRedo() const {
    return !node(cursor()).children.empty() && !isOver();
}

bool Game::undo() {
    if (!canUndo()) return false;
    if (plyCount() % kCheckpointPlies == 0) checkpoints_.pop_back();
    path_.pop_back();
    moves_.pop_back();
    keys_.pop_back();
    current_ = replayTo(plyCount());
    result_ = GameResult::Ongoing;
    termination_ = Termination::None;
    updateEndByBoard();
    return true;
}

bool Game::redo() {
    if (!canRedo()) return false;
    enter(node(cursor()).children.front());
    updateEndByBoard();
    return true;
}

std::vector<PlayedMove> Game::redoMoves() const {
    std::vector<PlayedMove> line;
    for (NodeId n = cursor(); !node(n).children.empty();) {
        n = node(n).children.front();
        line.push_back(node(n).move);
    }
    std::reverse(line.begin(), line.end());
    return line;
}

int Game::repetitionCount() const {
    // Only positions since the last capture or pawn move can repeat the current one; the
    // key comparison is confirmed square by square so a key collision cannot fake a draw.
    const Position& now = position();
    const int first = std::max(0, plyCount() - now.halfmoveClock());
    int n = 1; // the position now
    for (int i = first; i < plyCount(); ++i)
        n += keys_[size_t(i)] == now.key() && positionAt(i).samePosition(now);
    return n;
}

void Game::end(GameResult r, Termination t) {
    result_ = r;
    termination_ = t;
}

void Game::updateEndByBoard() {
    if (isOver() && !isEndedByBoard(termination_)) return; // a decision stands
    RuleOutcome o = ruleOutcome(position(), repetitionCount());
    if (!automaticDraws_ && o != RuleOutcome::Checkmate && o != RuleOutcome::Stalemate)
        o = RuleOutcome::Ongoing;
    if (o == RuleOutcome::Ongoing)
        end(GameResult::Ongoing, Termination::None);
    else if (o == RuleOutcome::Checkmate)
        end(winFor(~position().sideToMove()), Termination::Checkmate);
    else
        end(GameResult::Draw, terminationOf(o));
}

bool Game::canClaimDraw() const {
    return !isOver() && (canClaimThreefold(repetitionCount()) || canClaimFiftyMoves(position()));
}

bool Game::claimDraw() {
    if (!canClaimDraw()) return false;
    end(GameResult::Draw, canClaimThreefold(repetitionCount()) ? Termination::ThreefoldRepetition
                                                               : Termination::FiftyMoveRule);
    return true;
}

bool Game::canClaimDrawWithMove(Move m) const {
    if (isOver() || !position().isLegal(m)) return false;
    Game trial = *this;
    trial.setAutomaticDraws(false); // the claim is judged on the position, not on what ends it
    trial.play(m);
    return trial.canClaimDraw();
}

ClaimOutcome Game::claimDrawWithMove(Move m, std::optional<int64_t> clockMs) {
    if (isOver() || !position().isLegal(m)) return ClaimOutcome::Illegal;
    const bool valid = canClaimDrawWithMove(m);
    play(m, clockMs);
    if (!valid) {
        moves_.back().incorrectClaim = true;
        node(cursor()).move.incorrectClaim = true;
        return ClaimOutcome::Rejected;
    }
    // The move itself may end the game by rule (e.g. a fifth occurrence); that end stands.
    if (!isOver()) claimDraw();
    return ClaimOutcome::Drawn;
}

bool Game::resign(Color c) {
    if (isOver()) return false;
    end(winFor(~c), Termination::Resignation);
    return true;
}

bool Game::agreeDraw() {
    if (isOver()) return false;
    end(GameResult::Draw, Termination::Agreement);
    return true;
}

bool Game::timeForfeit(Color c) {
    if (isOver()) return false;
    if (canEverMate(position(), ~c))
        end(winFor(~c), Termination::TimeForfeit);
    else
        end(GameResult::Draw, Termination::TimeoutVsInsufficientMaterial);
    return true;
}

bool Game::setOutcome(GameResult r, Termination t) {
    if (isOver() || r == GameResult::Ongoing || t == Termination::None || isEndedByBoard(t))
        return false;
    end(r, t);
    return true;
}

void Game::reopen() {
    if (!isOver() || isEndedByBoard(termination_)) return;
    end(GameResult::Ongoing, Termination::None);
    updateEndByBoard();
}

void Game::setAutomaticDraws(bool on) {
    automaticDraws_ = on;
    updateEndByBoard();
}

bool Game::setComment(int ply, std::string text) {
    if (ply < 0 || ply > plyCount()) return false;
    return setComment(ply == 0 ? root() : path_[size_t(ply - 1)], std::move(text));
}

bool Game::setClock(int ply, std::optional<int64_t> clockMs) {
    if (ply < 1 || ply > plyCount()) return false;
    return setClock(path_[size_t(ply - 1)], clockMs);
}

bool Game::setNags(int ply, std::vector<int> nags) {
    if (ply < 1 || ply > plyCount()) return false;
    return setNags(path_[size_t(ply - 1)], std::move(nags));
}

std::string Game::tag(std::string_view name) const {
    for (const auto& [n, v] : tags_)
        if (n == name) return v;
    return {};
}

bool Game::hasTag(std::string_view name) const {
    return std::any_of(tags_.begin(), tags_.end(), [&](const auto& t) { return t.first == name; });
}

void Game::setTag(std::string_view name, std::string value) {
    for (auto& [n, v] : tags_)
        if (n == name) {
            v = std::move(value);
            return;
        }
    tags_.emplace_back(std::string(name), std::move(value));
}

void Game::removeTag(std::string_view name) {
    std::erase_if(tags_, [&](const auto& t) { return t.first == name; });
}

} // namespace chess960

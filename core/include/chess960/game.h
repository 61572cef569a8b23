// A game of Chess960: its start position, the moves as a tree (the main line and its
// variations, each move with its annotations) with a cursor on the node shown, undo and redo,
// repetition along the path to the cursor, the result and why the game ended, and the PGN tags
// that travel with it. Plain C++; the desktop program and the PGN code are built on it.
//
// The tree: every node but the root is a move; a node's first child continues the line it is
// in (the main line is the chain of first children from the root), the others are variations.
// The cursor is the node on the board: position(), moves() and plyCount() describe the path
// from the root to it, so repetition and the 50-move rule are judged along that path and a
// variation never sees the positions of another line. The result, the termination and the
// clocks belong to the main line. Two ways to add a move:
// - play(): the game goes on (a player moved). The next move of the line is followed as redo;
//   any other move replaces what came after the cursor, as a take-back and a new move do.
// - addMove(): analysis. An existing child with that move is followed, any other move becomes
//   a new variation; nothing is deleted and the result is not touched.
//
// How a game ends, and what undo does then:
// - By the board (checkmate, stalemate, insufficient material, fivefold repetition, 75-move
//   rule): the end is a fact of the current position. undo() takes the last move back and the
//   game is in progress again; redo() replays it and the game ends again.
// - By a decision (resignation, agreement, a claimed draw, time, or an outcome set from a
//   record or by an arbiter): the decision is final. canUndo() is false and play() refuses
//   moves until reopen() withdraws the decision, e.g. when a finished game is analysed.
#pragma once

#include "chess960/expected.h"
#include "chess960/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace chess960 {

namespace pgn {
class TreeBuilder;
}

/// \brief The result of a game as PGN spells it: "*", "1-0", "0-1", "1/2-1/2".
enum class GameResult : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

/// \brief "*", "1-0", "0-1" or "1/2-1/2".
std::string_view resultText(GameResult r);
/// \brief Reads "*", "1-0", "0-1", "1/2-1/2" (also "½-½"); nothing for other text.
std::optional<GameResult> parseResult(std::string_view text);
/// \brief The result in which c wins.
constexpr GameResult winFor(Color c) {
    return c == White ? GameResult::WhiteWins : GameResult::BlackWins;
}

/// \brief Why a game ended. None while it is in progress.
enum class Termination : uint8_t {
    None,
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    FivefoldRepetition,
    SeventyFiveMoveRule,
    ThreefoldRepetition, ///< claimed by the player to move
    FiftyMoveRule,       ///< claimed by the player to move
    Resignation,
    Agreement,
    TimeForfeit,
    TimeoutVsInsufficientMaterial, ///< time ran out, but the opponent could never mate: a draw
    Abandoned,
    Adjudication,
    RulesInfraction,
    Unknown, ///< a record gives the result but not the reason
};

/// \brief A phrase for people: "checkmate", "draw by agreement", "time forfeit", ...
std::string_view terminationText(Termination t);
/// \brief True if the board itself ended the game (mate, stalemate, dead position, fivefold,
/// 75 moves); false for decisions by players, clocks or arbiters, and for None.
bool isEndedByBoard(Termination t);

/// \brief A clock setting: base time and increment per move, in milliseconds, the same for
/// both sides; with time odds Black has its own (`black`) and baseMs and incrementMs are White's.
struct TimeControl {
    /// \brief One side's base time and increment.
    struct Side {
        int64_t baseMs = 0;
        int64_t incrementMs = 0;
        bool operator==(const Side&) const = default;
    };
    int64_t baseMs = 0;
    int64_t incrementMs = 0;
    /// \brief Black's setting when it differs from White's (set through perSide).
    std::optional<Side> black = std::nullopt;

    /// \brief White's and Black's settings; the same for both is no odds.
    static TimeControl perSide(Side white, Side black) {
        TimeControl tc{white.baseMs, white.incrementMs};
        if (!(black == white)) tc.black = black;
        return tc;
    }
    /// \brief c's setting.
    Side side(Color c) const { return c == Black && black ? *black : Side{baseMs, incrementMs}; }
    int64_t base(Color c) const { return side(c).baseMs; }
    int64_t increment(Color c) const { return side(c).incrementMs; }
    /// \brief The sides play with different settings.
    bool hasOdds() const { return black.has_value(); }
    bool operator==(const TimeControl&) const = default;
};

/// \brief An engine's or annotator's evaluation, as PGN's [%eval] writes it: centipawns from
/// White's point of view, or a mate in `value` moves (negative: Black mates).
struct Evaluation {
    bool mate = false;
    int value = 0;
    bool operator==(const Evaluation&) const = default;
};

/// \brief An arrow (from != to) or a marked square (from == to) drawn on the board, as PGN's
/// [%cal]/[%csl] commands keep them; colour is 'G', 'R', 'Y' or 'B'.
struct Marking {
    char colour = 'G';
    Square from = NoSquare;
    Square to = NoSquare;
    bool operator==(const Marking&) const = default;
};

/// \brief One move of the game with what a record keeps about it.
struct PlayedMove {
    Move move;
    /// \brief SAN written in the position before the move, with "+"/"#".
    std::string san;
    /// \brief Time left on the mover's clock after the move, when known.
    std::optional<int64_t> clockMs;
    /// \brief Comment after the move (PGN {...} text without clock commands).
    std::string comment;
    /// \brief Numeric annotation glyphs ($1 = "!", $2 = "?", ...), in order.
    std::vector<int> nags;
    /// \brief The move was played with a draw claim found incorrect (ClaimOutcome::Rejected):
    /// from then on the opponent has Game::incorrectClaimBonusMs() more on their clock.
    bool incorrectClaim = false;
    /// \brief Comment before the move (PGN {...} in front of it, e.g. at a variation's start).
    std::string commentBefore;
    /// \brief Time the mover spent on the move ([%emt]), when known.
    std::optional<int64_t> elapsedMs;
    /// \brief The evaluation after the move ([%eval]), when known.
    std::optional<Evaluation> eval;
    /// \brief Arrows and squares drawn in the position after the move ([%cal], [%csl]).
    std::vector<Marking> markings;
};

/// \brief A node of a game's tree; the root (the start position) is Game::root().
enum class NodeId : int {};
inline constexpr NodeId kNoNode{-1};

/// \brief FIDE 9.5.b: the time added to the opponent's clock when a draw claim is found
/// incorrect in a game played with clocks.
inline constexpr int64_t kIncorrectClaimBonusMs = 2 * 60 * 1000;

/// \brief What claimDrawWithMove() did.
enum class ClaimOutcome {
    Illegal, ///< the move is not legal or the game is over: nothing happened
    Drawn,   ///< the claim was correct: the move is played and the game drawn
    Rejected ///< the claim was wrong: as FIDE rules require, the move is played anyway (9.5.a)
             ///< and marked (PlayedMove::incorrectClaim); the opponent gets
             ///< incorrectClaimBonusMs() more time (9.5.b)
};

class Game {
public:
    /// \brief A game from the classical start position (SP 518).
    Game();
    /// \brief A game from a valid position (from Position::fromFen or startPosition). A
    /// position that is already over (mate, dead) gives a game that is over at once.
    explicit Game(const Position& start);
    /// \brief A game from Chess960 start position n (0..959), or an error for other n.
    static Expected<Game> fromStartNumber(int n);
    /// \brief A game from a FEN, or the FEN's error.
    static Expected<Game> fromFen(std::string_view fen);

    /// \brief The position before the first move.
    const Position& startPosition() const { return start_; }
    /// \brief Scharnagl number of the start position, -1 if it is not a Chess960 start.
    int startNumber() const { return startNumber_; }
    /// \brief The position at the cursor (redo moves not included).
    const Position& position() const { return current_; }
    /// \brief The moves from the start to the cursor, in order.
    const std::vector<PlayedMove>& moves() const { return moves_; }
    /// \brief Number of half-moves from the start to the cursor.
    int plyCount() const { return int(moves_.size()); }
    /// \brief The position after `ply` half-moves (0 = start), clamped to 0..plyCount();
    /// replayed from the nearest position kept (at most kCheckpointPlies - 1 moves).
    Position positionAt(int ply) const;
    /// \brief Along the path to the cursor a position is kept every this many half-moves
    /// (and the start and the cursor's): the others are replayed when asked for.
    static constexpr int kCheckpointPlies = 16;

    // --- the tree ---
    /// \brief The node of the start position.
    static constexpr NodeId root() { return NodeId{0}; }
    /// \brief The node on the board.
    NodeId cursor() const { return path_.empty() ? root() : path_.back(); }
    /// \brief The nodes from the first move to the cursor (plyCount() of them).
    const std::vector<NodeId>& path() const { return path_; }
    /// \brief True for the root and for every node not deleted.
    bool contains(NodeId n) const;
    /// \brief The move of node n with its annotations (a null move for the root).
    const PlayedMove& nodeMove(NodeId n) const;
    /// \brief The parent of n; kNoNode for the root.
    NodeId parentOf(NodeId n) const;
    /// \brief The children of n in order: the first continues the line, the others are
    /// variations.
    const std::vector<NodeId>& children(NodeId n) const;
    /// \brief The nodes from the first move to n (empty for the root or an unknown node).
    std::vector<NodeId> pathTo(NodeId n) const;
    /// \brief n is `from` or lies after it in the tree (`from` is n's ancestor); false when
    /// either is not in the tree.
    bool isWithin(NodeId n, NodeId from) const;
    /// \brief The position at node n (the start position for an unknown node).
    Position positionAt(NodeId n) const;
    /// \brief Number of half-moves from the start to n.
    int plyOf(NodeId n) const;
    /// \brief The nodes of the main line, from the first move on.
    std::vector<NodeId> mainLine() const;
    bool isMainLine(NodeId n) const;
    /// \brief The first node of the line n is in that is not the first child: where its
    /// variation starts (the root for the main line).
    NodeId variationStart(NodeId n) const;

    /// \brief Makes room for `moves` moves in the tree and on the path to the cursor, so that
    /// a game read move by move does not move its tree about as it grows. Changes nothing else.
    void reserve(size_t moves);

    /// \brief Puts the cursor on node n; the result stays as it is. False for an unknown node.
    bool goTo(NodeId n);
    /// \brief Analysis: plays m at the cursor, following the child that has it or adding a
    /// variation (the main line when the cursor has no child yet). The cursor moves to it;
    /// kNoNode (nothing changes) when m is not legal at the cursor.
    NodeId addMove(Move m);
    /// \brief m as a child of `parent` (the child that has it, or a new last one), where
    /// `before` is the position at parent and m is legal in it (the caller has checked); the
    /// cursor does not move. For a reader that builds variations beside the line it plays.
    NodeId addMoveAt(NodeId parent, Move m, const Position& before, const Position& after);
    /// \brief Moves n one place up among its siblings (a variation becomes the line when it
    /// reaches the first place). False for the root or a first child.
    bool promote(NodeId n);
    /// \brief Makes the line through n the main line: every variation on the path to n moves
    /// to the first place. False when n is already on the main line.
    bool promoteToMainLine(NodeId n);
    /// \brief Deletes n and everything after it; a cursor inside goes to n's parent. False
    /// for the root.
    bool deleteFrom(NodeId n);
    /// \brief Deletes every move after n (n stays); a cursor after it goes to n.
    bool truncateAfter(NodeId n);

    // Annotations of a node (false for an unknown node; the root takes only comments).
    bool setComment(NodeId n, std::string text);
    bool setCommentBefore(NodeId n, std::string text);
    bool setNags(NodeId n, std::vector<int> nags);
    bool setClock(NodeId n, std::optional<int64_t> clockMs);
    bool setElapsed(NodeId n, std::optional<int64_t> elapsedMs);
    bool setEval(NodeId n, std::optional<Evaluation> eval);
    bool setMarkings(NodeId n, std::vector<Marking> markings);

    /// \brief Plays a legal move at the cursor; false (and nothing changes) if it is illegal or
    /// the game is over. The next move of the line is followed (redo); any other move replaces
    /// the moves after the cursor (they are deleted).
    bool play(Move m, std::optional<int64_t> clockMs = std::nullopt);
    /// \brief Reads SAN in the current position and plays it; the error says why not.
    Expected<Move> playSan(std::string_view san, std::optional<int64_t> clockMs = std::nullopt);
    /// \brief Reads a UCI move (either castling spelling) and plays it.
    Expected<Move> playUci(std::string_view uci, std::optional<int64_t> clockMs = std::nullopt);

    /// \brief A move can be taken back: one was played and no decision ended the game.
    bool canUndo() const;
    /// \brief A move taken back can be replayed and the game is not over.
    bool canRedo() const;
    /// \brief Takes back the move at the cursor (the cursor goes to its parent, the move stays
    /// in the tree to be replayed); false if not possible.
    bool undo();
    /// \brief Replays the next move of the line (the cursor's first child); false if not
    /// possible.
    bool redo();
    /// \brief The moves redo() would replay along the line, the next one to replay last.
    std::vector<PlayedMove> redoMoves() const;

    /// \brief How often the current position has occurred in this game (1 = first time).
    int repetitionCount() const;

    GameResult result() const { return result_; }
    Termination termination() const { return termination_; }
    bool isOver() const { return result_ != GameResult::Ongoing; }

    /// \brief The player to move may claim a draw now (threefold repetition or 50 moves).
    bool canClaimDraw() const;
    /// \brief Ends the game drawn if canClaimDraw(); threefold is named before 50 moves.
    bool claimDraw();
    /// \brief The move is legal and the position after it allows a draw claim (FIDE 9.2, 9.3:
    /// a player may claim with the move they are about to make).
    bool canClaimDrawWithMove(Move m) const;
    /// \brief Claims a draw with the move about to be played; see ClaimOutcome. clockMs is
    /// kept with the move as in play().
    ClaimOutcome claimDrawWithMove(Move m, std::optional<int64_t> clockMs = std::nullopt);
    /// \brief FIDE 9.5.b: the time the claimer's opponent gets after an incorrect draw claim:
    /// kIncorrectClaimBonusMs in a game with a time control, 0 in a game without clocks.
    int64_t incorrectClaimBonusMs() const { return timeControl_ ? kIncorrectClaimBonusMs : 0; }
    /// \brief c resigns; false if the game is already over.
    bool resign(Color c);
    /// \brief Both players agree to a draw; false if the game is already over.
    bool agreeDraw();
    /// \brief c's time ran out: the opponent wins, or it is a draw if the opponent could
    /// never mate. False if the game is already over.
    bool timeForfeit(Color c);
    /// \brief Sets a result decided outside the board (from a record, by an arbiter). False,
    /// with nothing changed, if the game is already over, if r is Ongoing, or if t is None
    /// or a termination the board decides.
    bool setOutcome(GameResult r, Termination t);
    /// \brief Withdraws a decision that ended the game; an end by the board stays.
    void reopen();

    /// \brief Whether insufficient material, fivefold repetition and the 75-move rule end the
    /// game by themselves (on by default). Records from programs that predate these FIDE
    /// rules go on past them, so a reader turns them off while replaying such a record.
    void setAutomaticDraws(bool on);
    bool automaticDraws() const { return automaticDraws_; }

    /// \brief Comment before the first move (the root's comment).
    const std::string& startComment() const { return nodes_.front().move.comment; }
    void setStartComment(std::string text) { nodes_.front().move.comment = std::move(text); }
    /// \brief Annotations of half-move `ply` (1 = the first move); false if there is none.
    /// setComment(0, ...) sets the start comment.
    bool setComment(int ply, std::string text);
    bool setClock(int ply, std::optional<int64_t> clockMs);
    bool setNags(int ply, std::vector<int> nags);

    /// \brief PGN tags in the order they were set; names are case-sensitive.
    const std::vector<std::pair<std::string, std::string>>& tags() const { return tags_; }
    /// \brief The value of a tag, empty if it is not set.
    std::string tag(std::string_view name) const;
    bool hasTag(std::string_view name) const;
    /// \brief Sets a tag, keeping its place if it exists, else adding it at the end.
    void setTag(std::string_view name, std::string value);
    void removeTag(std::string_view name);

    const std::optional<TimeControl>& timeControl() const { return timeControl_; }
    void setTimeControl(std::optional<TimeControl> tc) { timeControl_ = tc; }

    /// \brief For a game read from a record: the names of the tags the record had, in its
    /// order, so that writing it again keeps that order and keeps the tags the writer derives
    /// from the game (TimeControl, Termination, PlyCount, ...) that the record had, adding none
    /// it did not give; nothing for a game made here, which the writer gives every one of them.
    const std::optional<std::vector<std::string>>& recordTags() const { return recordTags_; }
    void setRecordTags(std::optional<std::vector<std::string>> names) {
        recordTags_ = std::move(names);
    }

private:
    // The PGN reader plays the moves it found among the legal ones without checking them again.
    friend class pgn::TreeBuilder;
    void playLegal(Move m, std::optional<int64_t> clockMs);
    void updateEndByBoard();
    void end(GameResult r, Termination t);
    struct Node {
        PlayedMove move;
        NodeId parent = kNoNode;
        std::vector<NodeId> children;
        int depth = 0; ///< moves from the start (the start is 0): its place on a path
        bool alive = true;
    };
    Node& node(NodeId n) { return nodes_[size_t(int(n))]; }
    const Node& node(NodeId n) const { return nodes_[size_t(int(n))]; }
    NodeId newChild(NodeId parent, Move m, std::string san, std::optional<int64_t> clockMs);
    void enter(NodeId child);
    /// \brief enter(child) with the position after its move already made.
    void enter(NodeId child, Position after);
    void rebuildPath(NodeId n);
    /// \brief The position after `ply` half-moves of the path, replayed from the nearest kept.
    Position replayTo(int ply) const;
    void deleteSubtree(NodeId n);
    PlayedMove* annotatable(NodeId n);
    /// The node's depth (its ply), -1 for a node the game does not hold.
    int depthOf(NodeId n) const;

    // The tree, and the path to the cursor as nodes, moves (copies of the nodes' moves, kept
    // in step by every change) and positions: the start, the cursor's, one every
    // kCheckpointPlies half-moves (checkpoints_[k] after (k + 1) * kCheckpointPlies), and the
    // key of every one (keys_[ply], one more than the moves), which finds repetitions.
    std::vector<Node> nodes_;
    std::vector<NodeId> path_;
    std::vector<PlayedMove> moves_;
    Position start_;
    Position current_;
    std::vector<Position> checkpoints_;
    std::vector<uint64_t> keys_;
    int startNumber_ = -1;
    GameResult result_ = GameResult::Ongoing;
    Termination termination_ = Termination::None;
    bool automaticDraws_ = true;
    std::vector<std::pair<std::string, std::string>> tags_;
    std::optional<TimeControl> timeControl_;
    std::optional<std::vector<std::string>> recordTags_;
};

} // namespace chess960

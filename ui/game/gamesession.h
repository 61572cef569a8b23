// The game session: the game being played, for the widgets. A Game from the core plus the
// flow around it: who plays each side (Players: the person, the built-in engine, an external
// engine), the clocks, take-backs, draw offers and claims, where live play stands (the game's
// own cursor), and the node on view (ViewCursor: browsing, analysis and the review move it).
// Where the game is kept (files, the autosave, My games) is the document's (ui/document/). The
// board asks to play; this plays (the core says whether it is legal) and tells everyone what
// changed.
#pragma once

#include "chess960/game.h"
#include "game/gamesetup.h"
#include "game/players.h"
#include "game/viewcursor.h"

#include <QObject>
#include <QString>

#include <optional>

namespace chess960::review {
struct GameReview;
}

namespace chess960::ui {

class GameClock;

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    /// \brief The game; its cursor is where live play stands (in analysis too: analysis
    /// moves the view, not the game).
    const Game& game() const { return game_; }
    /// \brief The node on view, for everything that shows or reads "the current position".
    const ViewCursor* view() const { return view_; }
    /// \brief The game as its record is kept (saved, autosaved, in My games, copied): the
    /// tree without the moves taken back and waiting to be replayed, and without the tries
    /// after the last move of a game in progress paused for analysis; its cursor at the end of
    /// its main line.
    Game record() const;
    const Position& position() const { return game_.position(); }
    /// \brief The move that led to the current position (null at the start).
    Move lastMove() const;
    /// \brief "White to move", "Black to move, in check", "Checkmate: White wins", ...
    QString statusText() const;
    /// \brief "Black wins by checkmate." and the like, for the end-of-game dialog.
    QString resultText() const;

    /// \brief Who plays each side.
    const Players& players() const { return players_; }
    /// \brief The game is on and the side to move is played by an engine (built-in or not),
    /// which is asked to move (see PlayerDirector).
    bool isMachineTurn() const;
    /// \brief The person (or, with two people, whoever is to move) may move on the board.
    bool acceptsBoardMoves() const;
    GameClock* clock() const { return clock_; }

    /// \brief The side to show at the bottom: the person's side against an engine; with
    /// two people the side to move at the start of a game (gameStart; White for a record
    /// that opens with moves in it, unless autoFlip) and, when autoFlip is on, after every
    /// move; White at the start when engines play each other; nothing means
    /// "leave it".
    std::optional<Color> preferredBottom(bool autoFlip, bool gameStart = false) const;

    bool canTakeBack() const;
    bool canReplay() const;
    bool canClaimDraw() const {
        return !analysing_ && !record_ && acceptsBoardMoves() && game_.canClaimDraw();
    }
    bool canOfferDraw() const {
        return !analysing_ && !record_ && acceptsBoardMoves() && !drawOffered_;
    }
    /// \brief A draw offer to an engine that it has not answered yet.
    bool drawOffered() const { return drawOffered_; }
    /// \brief An engine declined the player's draw offer: said until the player's next move
    /// (the engine's reply comes with the answer).
    bool drawDeclinedStands() const {
        return declinedPly_ >= 0 && !game_.isOver() && game_.plyCount() <= declinedPly_ + 1;
    }
    /// \brief The player to move has said that their next move claims a draw.
    bool drawClaimArmed() const { return claimArmed_; }

    /// \brief Analysis: the board takes moves for both sides at the node on view and a move
    /// at an earlier position makes a variation. The clocks stop and the players wait; the
    /// result stays as it is, and so does the line a game in progress is played on.
    bool analysing() const { return analysing_; }

    /// \brief A game read from a file (or My games) is a record to look at: no clock runs, no
    /// engine is asked to move and nothing can be taken back, until the player plays on
    /// (playOn(), or a move of a person's side played on the board at the game's end).
    bool isRecord() const { return record_; }
    /// \brief The moves on screen that record() leaves out: the tries after the last move of
    /// a game in progress paused for analysis, or the moves taken back and not replayed. The
    /// first of them and how many there are (0: the record holds every move shown).
    struct LeftOut {
        int count = 0;
        NodeId first = kNoNode;
    };
    LeftOut leftOutOfRecord() const;

public slots:
    /// \brief A game between two players from start position n (0..959), no clock; ignored
    /// for other n.
    void newGame(int startNumber);
    /// \brief Continues a game read from a file or the autosave: the players
    /// (Players::fromRecord), the clock and its times come from the record.
    void loadGame(const chess960::Game& game);
    /// \brief Puts a game read from a file on the board as a record (isRecord()): its
    /// players and clock times come from the record, its clock does not run.
    void loadRecord(const chess960::Game& game);
    /// \brief The record on the board becomes a game played on from its last move: its clock
    /// runs and an engine to move is asked. Nothing for a game that is no record or is over.
    void playOn();
    /// \brief Other players from here on (e.g. another engine after one failed, or two
    /// people): the record's tags follow (Players::writeTo); the game goes on. A side that
    /// changes hands during a game takes its new player's name, and a comment after the last
    /// move says who played it up to which move, why it stopped (`why`, when given) and who
    /// plays on; a game a program played in keeps its WhiteType/BlackType tags.
    void setPlayers(const chess960::ui::Players& players, const QString& why = {});
    /// \brief Plays a move from the board, if it is a person's turn and m is legal; with a
    /// draw claim armed, the move is played as the claim (Game::claimDrawWithMove).
    bool play(chess960::Move move);
    /// \brief Plays an engine's move, if it is an engine's turn and m is legal.
    bool playMachineMove(chess960::Move move);
    /// \brief Takes back the last move, or against an engine the moves since the person's
    /// last turn, so that it is the person's turn again. Not when engines play each other.
    void undo();
    void redo();
    void resign();
    /// \brief A person as opponent is asked (drawOfferMade); an engine answers when it has
    /// thought about its next move (answerDrawOffer).
    void offerDraw();
    void acceptDraw();
    /// \brief The engine's answer to a standing offer.
    void answerDrawOffer(bool accept);
    void claimDraw();
    /// \brief An engine to move claims the draw the game allows (repetition, 50 moves);
    /// false when it is no engine's turn or there is nothing to claim.
    bool claimDrawForMachine();
    /// \brief The engine playing `side`, to move, failed in a game between engines: it
    /// loses (Abandoned, or RulesInfraction for an illegal move) and `why` is written as a
    /// comment after the last move. False when it is not that engine's turn.
    bool forfeitByMachine(chess960::Color side, const QString& why, bool illegalMove);
    /// \brief Adds text to the comment after the last move of a finished game (what ended it,
    /// in words the record keeps).
    void addEndNote(const QString& text);
    /// \brief FIDE 9.2, 9.3: the player to move claims a draw with the move they are about to
    /// make; their next play() is that move. Off again after any move, take-back or new game.
    /// Ignored while nobody may move on the board.
    void armDrawClaim(bool on);
    /// \brief Shows the position after ply half-moves, read-only; the game goes on.
    void browse(int ply);
    /// \brief delta moves on (or back, when negative) from the position on view; in analysis
    /// along the tree (the first continuation forward), else along the game.
    void browseBy(int delta);
    /// \brief Back to the game.
    void browseEnd();
    /// \brief Shows node n: in analysis the moves played on the board go after it; during
    /// play it is shown read-only (browsing) unless it is where the game goes on.
    void browseNode(chess960::NodeId n);

    /// \brief Switches analysis on or off. Off again, a game in progress goes on from its last
    /// move (tries after it were never played and go; tries at earlier moves stay as
    /// variations), its clocks run and an engine to move is asked; a finished game shows its end.
    void setAnalysis(bool on);
    /// \brief Analysis: plays the moves from the node on view on, as variations where the
    /// tree has other moves (a line of the engine's analysis); false if one is illegal.
    bool playLine(const std::vector<chess960::Move>& moves);
    // Editing the tree (analysis or not; the game being played keeps its main line's end).
    bool promoteVariation(chess960::NodeId n);
    bool makeMainLine(chess960::NodeId n);
    bool deleteFrom(chess960::NodeId n);
    bool setComment(chess960::NodeId n, const QString& text);
    /// \brief Gives the game the tags the player edited (players, event, date, ratings, any
    /// other; not those written from the game itself): false, and nothing changed, when one is
    /// wrong (chess960::checkEditedTags).
    bool setEditableTags(const std::vector<std::pair<std::string, std::string>>& tags);
    /// \brief Adds the glyph, or removes it when the node has it; move-quality glyphs ($1..$6)
    /// replace one another, as do position glyphs ($10..$19).
    bool toggleNag(chess960::NodeId n, int nag);
    bool clearNags(chess960::NodeId n);
    bool setMarkings(chess960::NodeId n, std::vector<chess960::Marking> markings);
    /// \brief Writes a review's findings into the tree (evaluations, ?! ? ?? and the better
    /// moves as variations), replacing what an earlier review wrote.
    void applyReview(const chess960::review::GameReview& review);

signals:
    /// \brief A new game started (or one was loaded).
    void gameStarted();
    /// \brief The position changed; `move` led to it when it was played forward (null after
    /// an undo or a new game).
    void positionChanged(chess960::Move move);
    /// \brief The game ended just now, while being played.
    void gameEnded();
    /// \brief With two players: `by` offers a draw to the other player.
    void drawOfferMade(chess960::Color by);
    /// \brief A draw offer to an engine now stands (the position is the same).
    void drawOfferChanged();
    /// \brief The engine declined the draw offer.
    void drawDeclined();
    /// \brief A draw claim was armed or withdrawn.
    void drawClaimArmedChanged(bool armed);
    /// \brief The draw claimed with the move `san` was not valid: the move stands and the
    /// game goes on (a valid claim ends the game: gameEnded).
    void drawClaimRejected(const QString& san);
    /// \brief The game itself changed: a move was played or taken back, it ended, or its tree
    /// was edited. Not for a new or loaded game (gameStarted) nor for browsing.
    void gameChanged();
    /// \brief Analysis was switched on or off.
    void analysisChanged(bool on);
    /// \brief Other players took over the game (setPlayers).
    void playersChanged();
    /// \brief The game's tags were edited (the names shown may have changed).
    void tagsChanged();
    /// \brief The record on the board is now played on (playOn, or a move at its end).
    void playingOn();

private:
    /// \brief The node after which the moves shown are not the record's (tries after the last
    /// move of a game in progress, moves taken back); kNoNode when every move shown is.
    NodeId recordEnd() const;
    bool playMove(Move move, bool withClaim = false);
    void setClaimArmed(bool on);
    void changed(Move move, bool wasOver);
    void setGame(Game game);
    void restoreClocks();
    void takeBackTime(int ply);
    void replayTime(Color mover);
    void runClock();
    void onFlag(Color c);
    bool addVariationMove(Move move);
    void treeEdited();
    /// \brief Puts node n on view (browsing during play when it is not where play stands),
    /// without saying so yet: the view must be right before any signal is sent.
    void placeView(NodeId n);
    /// \brief placeView, and says so (ViewCursor::moved).
    void showView(NodeId n);
    /// \brief The view back on the game: where play stands.
    void showPlay() { showView(game_.cursor()); }
    /// \brief n is on the line a game in progress is played on (a paused one included): no
    /// edit may cut or replace it.
    bool onPlayedLine(NodeId n) const;

    Game game_;
    Players players_;
    GameClock* clock_;
    ViewCursor* view_;
    bool analysing_ = false;
    bool record_ = false;         // a game read from a file, not played on yet
    bool paused_ = false;         // a game in progress stopped for analysis
    qint64 pausedMs_[2] = {0, 0}; // the clocks when it stopped: time spent stays spent
    bool drawOffered_ = false;
    int declinedPly_ = -1; // the ply count when an engine declined a draw offer
    bool claimArmed_ = false;
};

} // namespace chess960::ui

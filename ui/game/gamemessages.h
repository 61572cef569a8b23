// What the game says to the players, as a feature of the window: the result (with Analyse and
// Review), a draw offer to answer, a draw claim that was not valid, the computer declining a
// draw, a hint (its arrow, its words), the engine thinking and what it played, and an engine
// that failed (with the choices of how to go on, which the Opponent menu keeps for later).
// Every box is non-blocking: the clocks and the engines go on while it is open.
#pragma once

#include "feature.h"

#include "chess960/review/explain.h"
#include "game/players.h"

#include "chess960/types.h"

class QMenu;

namespace chess960::ui {

class BoardWidget;
class EnginePanel;
class GameSession;
class PlayerDirector;

class GameMessages : public Feature {
    Q_OBJECT
public:
    GameMessages(GameSession* game, PlayerDirector* director, BoardWidget* board,
                 EnginePanel* panel, QMainWindow* window);

    /// \brief The engine panel names the pairing again (its last words may be about a move
    /// that was taken back).
    void showPairing();
    /// \brief Game > Opponent: who plays on against the person from here (the computer at
    /// the level set last, a configured engine, two players); the record notes the change.
    /// On while a person plays an engine in a game that goes on, e.g. after an engine failed
    /// and the player chose "Leave it for now".
    QMenu* opponentMenu() const { return opponents_; }

signals:
    /// \brief The player asked, from the result, to have the game reviewed.
    void reviewRequested();

private:
    QString playerName(Color side) const;
    void showResult();
    void showHint(Move move, const QString& san, const review::ScoreReading& reading);
    void askDrawOffer(Color by);
    void showDrawClaimRejected(const QString& san);
    void showEngineState(bool thinking);
    void showMachineMove(const QString& san, const review::ScoreReading& reading);
    /// \brief An engine playing side failed: between engines it forfeited (the result's box
    /// says why); against a person the person chooses how to go on.
    void playerFailed(Color side, const QString& message, bool illegalMove, bool forfeits);
    /// \brief The engine's side goes to `players` from here; the record says why (the last
    /// failure, when there was one).
    void changeOpponent(const Players& players);
    void fillOpponentMenu();
    void updateOpponentMenu();

protected:
    void retranslate() override;

private:
    GameSession* game_;
    PlayerDirector* director_;
    BoardWidget* board_;
    EnginePanel* panel_;
    QMenu* opponents_;
    QString failure_;     // the last engine failure of this game, for the record's note
    QString waitMessage_; // "... does not play on. To go on ...", until the game moves on
    QString hintMessage_;
    QString thinkingMessage_; // "... is thinking...", while it stands in the message area // the
                              // hint's words in the message area, gone with its position
    QString failureNote_;     // an engine's failure that ends a game between engines, for its box
};

} // namespace chess960::ui

// Playing as a feature of the window: the Game menu's new games (New game..., a random start,
// the classical start, the shuffler, castling practice), Take back and Replay, Hint, the draw
// offer and claims, Resign, and browsing the game's history. Each action is enabled when the
// game allows it; a new game replaces the one on the board only once the file actions agree
// that nothing is lost.
#pragma once

#include "feature.h"
#include "game/gamesetup.h"

#include <QList>

class QAction;
class QToolBar;

namespace chess960::ui {

class BoardOptions;
class GameSession;
class GameStarter;
class PlayerDirector;

class PlayActions : public Feature {
    Q_OBJECT
public:
    PlayActions(GameSession* game, PlayerDirector* director, GameStarter* starter,
                BoardOptions* options, QMainWindow* window);

    /// \brief New game..., New game (random start), New classical game.
    QList<QAction*> newGameActions() const { return {newGame_, newRandom_, newClassical_}; }
    QAction* shufflerAction() const { return shuffler_; }
    QAction* practiceAction() const { return practice_; }
    /// \brief Play on, Take back, Replay, Hint.
    QList<QAction*> moveActions() const { return {playOn_, takeBack_, replay_, hint_}; }
    /// \brief Offer a draw, Claim a draw, Claim with the next move, Resign.
    QList<QAction*> drawActions() const {
        return {offerDraw_, claimDraw_, claimWithMove_, resign_};
    }
    /// \brief Previous move, Next move, Start of the game, Back to the game.
    QList<QAction*> browseActions() const { return browse_; }
    QAction* takeBackAction() const { return takeBack_; }
    QAction* replayAction() const { return replay_; }
    /// \brief New game, Play on (shown for a record), Take back, Hint | Offer a draw, Claim a
    /// draw, Resign |
    void addTo(QToolBar* toolBar);

    /// \brief A new game as set up last, from start position number (the --sp option).
    bool startFromNumber(int number);

protected:
    void retranslate() override;

private:
    /// \brief Enables each action as the game allows.
    void update();
    void chooseStartPosition();
    void askForNewGame(GameSetup setup);
    void startQuickGame(GameSetup::Start start);
    void openShuffler();
    void openPractice(int startNumber);
    void confirmResign();
    void showDrawClaimArmed(bool armed);

    GameSession* game_;
    PlayerDirector* director_;
    GameStarter* starter_;
    BoardOptions* options_;
    QAction* newGame_;
    QAction* newRandom_;
    QAction* newClassical_;
    QAction* shuffler_;
    QAction* practice_;
    QAction* playOn_;
    QAction* takeBack_;
    QAction* replay_;
    QAction* hint_;
    QAction* resign_;
    QAction* offerDraw_;
    QAction* claimDraw_;
    QAction* claimWithMove_;
    QList<QAction*> browse_;
};

} // namespace chess960::ui

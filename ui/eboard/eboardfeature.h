// Play on an electronic board: the feature that holds the connection (BoardLink), reads the
// player's moves from the pieces lifted and placed (core's eboard::MoveReader: every Chess960
// castle, the order the rules prescribe, a first half that is itself a move waited out until
// the board is still), starts a game from a start position set up on the board (either way
// round), waits for the computer's move to be made on the board, offers a take-back when the
// pieces are put back to an earlier position, and names every square on which board and game
// differ. The game never depends on the board: unplugged, it goes on with the mouse.
#pragma once

#include "eboard/boardlink.h"
#include "feature.h"

#include "chess960/eboard.h"
#include "chess960/game.h"

#include <QTimer>

#include <optional>

class QLabel;

namespace chess960::ui {

class BoardOptions;
class BoardWidget;
class GameSession;
class GameDocument;
struct GameSetup;

class EBoardFeature : public Feature {
    Q_OBJECT
public:
    EBoardFeature(GameSession* game, GameDocument* document, BoardWidget* board,
                  BoardOptions* options, QMainWindow* window);

    /// \brief Settings > Electronic board...
    QAction* settingsAction() const { return settingsAction_; }
    /// \brief The board's state and what to do on it, for the side panel (hidden without a
    /// board).
    QLabel* statusLabel() const { return label_; }
    BoardLink* link() const { return link_; }

    /// \brief Connects as Settings > Electronic board does, and remembers the choice.
    void connectBoard(BoardLink::Kind kind, const QString& port);
    /// \brief At start: the board given on the command line, else the one connected last.
    void connectAtStart(const QString& spec);

    /// \brief The sentence the feature shows now about the board (empty: nothing to do).
    QString instruction() const { return instruction_; }

    /// \brief How long the board must be still before a move that is also the first half of
    /// a castle is taken, and before a difference is named.
    static constexpr int kSettleMs = 1200;
    static constexpr int kStillMs = 900;
    /// \brief In analysis, a board still this long that shows a legal position differing from
    /// the game's on at least kSetUpSquares squares is a position set up to be analysed (a piece
    /// held in the air while thinking differs on one square, a capture half made on two).
    static constexpr int kSetUpMs = 2500;
    static constexpr int kSetUpSquares = 3;

    /// \brief Who plays a game begun from the board: the two players at it (default) or the
    /// computer, against the side nearer the player.
    static bool computerIsBoardOpponent();
    static void setComputerIsBoardOpponent(bool on);

protected:
    void retranslate() override;

private:
    void openSettings();
    void follow();
    /// \brief The node the board is to show: where play stands, or in analysis the node on
    /// view.
    NodeId followed() const;
    void onBoard();
    void evaluate(bool boardChanged);
    bool startFromBoard(const eboard::StartSetUp& start);
    /// \brief Asks as New game does, then starts `setup`; false (the reason told) when the
    /// player keeps the game or it cannot start.
    bool replaceGame(const GameSetup& setup);
    QString makeLastMoveText() const;
    void commit(Move m);
    void offerTakeBack(int plies);
    void askPromotion(Move m);
    void showDifferences();
    void analyseSetUp();
    /// \brief Says what to do on the board, frames `squares` on the screen and lights `lit` on
    /// a board with LEDs (the framed squares when not given).
    void setInstruction(const QString& text, Bitboard squares = 0,
                        std::optional<Bitboard> lit = std::nullopt);
    void updateLabel();
    QString differenceText(const eboard::SquareDifference& d) const;
    QString differencesText(const std::vector<eboard::SquareDifference>& ds) const;

    GameSession* game_;
    GameDocument* document_;
    BoardWidget* board_;
    BoardOptions* options_;
    BoardLink* link_;
    QLabel* label_;
    QAction* settingsAction_;
    eboard::MoveReader reader_;
    QTimer settle_;
    QTimer still_;
    QTimer setUp_;
    std::optional<eboard::Placement> declinedSetUp_;
    Move settling_;
    QString instruction_;
    bool fromBoard_ = false; ///< a move being taken from the board
    bool behind_ = false;    ///< the game's last move is still to be made on the board
    bool asking_ = false;    ///< a question is open: board events only update the reader
    std::optional<eboard::StartSetUp> declinedStart_;
    int declinedBack_ = -1; ///< the game's ply count when a take-back was declined
};

} // namespace chess960::ui

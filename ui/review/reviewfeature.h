// The game review as a feature of the window: Game > Review game (Quick, Normal, Deep) has an
// engine (the built-in one or a configured one, chosen at the menu's end) look at every
// position of the main line while a bar above the move list shows how far it is (with
// Cancel); the findings fill the move list as they arrive (evaluations, ?! ? ?? and the better
// moves as variations), a summary of both sides and the evaluation graph stay under the move
// list, and Learn from your mistakes opens on the moves the review marked.
#pragma once

#include "feature.h"

#include "chess960/review/review.h"

#include <QList>

#include <optional>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QWidget;

namespace chess960::ui {

class BoardWidget;
class EvalGraph;
class GameSession;
class GameDocument;
class GameLibrary;
class ReviewRunner;

class ReviewFeature : public Feature {
    Q_OBJECT
public:
    ReviewFeature(GameSession* game, BoardWidget* board, QMainWindow* window);

    /// \brief Game > Review game, with its budgets and the engine that reviews.
    QMenu* menu() const { return menu_; }
    /// \brief Game > Learn from your mistakes...
    QAction* learnAction() const { return learn_; }
    /// \brief The bar with the review's progress and Cancel (above the move list).
    QWidget* bar() const { return bar_; }
    /// \brief The evaluation graph and the summary of both sides (under the move list).
    QWidget* graph() const;
    QWidget* summary() const;
    ReviewRunner* runner() const { return runner_; }

    /// \brief Reviews the game on the board; nothing while a review runs or without moves.
    void start(review::ReviewBudget budget);
    /// \brief Learn from your mistakes on the game on the board (a window of its own).
    void openLearn();

    /// \brief Where the games reviewed are kept (the document's My games file, read from
    /// library): a review that the program did not live to finish is offered at the next
    /// start. Without it (the tests' tables) nothing is kept.
    void keepTrackIn(const GameDocument* document, const GameLibrary* library);
    /// \brief At start: a review that stopped with the program (a crash, a kill) is named
    /// and offered to be finished (reviewFinishQuestion). Yes asks for its game to be opened
    /// from My games (openRequested) and finishes the review on it; No forgets it.
    void offerToFinish();

signals:
    /// \brief The game kept in My games as `fileName` is wanted on the board.
    void openRequested(const QString& fileName);

protected:
    void retranslate() override;

private:
    void fillEngines();
    void showGraph();
    void showSummary(const review::GameReview& review);
    void showKeptReview();
    /// \brief The review running now is noted in the settings with its game's My games file
    /// (once that file exists), and the note goes when it ends.
    void track();
    void untrack();
    /// \brief "move 3 of 60": where a review stopped, counted as players count moves.
    static QString stoppedAt(const Game& game, const review::GameReview& kept);
    void stepToMarked(Color side, int nag);

    GameSession* game_;
    BoardWidget* board_;
    ReviewRunner* runner_;
    QWidget* bar_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* summary_;
    EvalGraph* graph_;
    QMenu* menu_;
    QList<QAction*> budgets_;
    QAction* learn_;
    review::GameReview partial_;              // the findings so far of the review running
    std::optional<review::GameReview> shown_; // what the summary shows, for a language switch
    const GameDocument* document_ = nullptr;
    const GameLibrary* library_ = nullptr;
    review::ReviewBudget budget_{}; // of the review running
    bool tracked_ = false;          // the settings note it
};

} // namespace chess960::ui

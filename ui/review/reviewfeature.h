// The game review as a feature of the window: Game > Review game (Quick, Normal, Deep) has an
// engine (the built-in one or a configured one, chosen at the menu's end) look at every
// position of the main line while a bar above the move list shows how far it is (with
// Cancel); the findings fill the move list as they arrive (evaluations, ?! ? ?? and the better
// moves as variations), a summary of both sides and the evaluation graph stay under the move
// list, and Learn from your mistakes opens on the moves the review marked.
#pragma once

#include "feature.h"

#include "chess960/engine/review.h"

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
class GameController;
class ReviewRunner;

class ReviewFeature : public Feature {
    Q_OBJECT
public:
    ReviewFeature(GameController* game, BoardWidget* board, QMainWindow* window);

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
    void start(engine::ReviewBudget budget);
    /// \brief Learn from your mistakes on the game on the board (a window of its own).
    void openLearn();

protected:
    void retranslate() override;

private:
    void fillEngines();
    void showGraph();
    void showSummary(const engine::GameReview& review);
    void showKeptReview();
    void stepToMarked(Color side, int nag);

    GameController* game_;
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
    engine::GameReview partial_;              // the findings so far of the review running
    std::optional<engine::GameReview> shown_; // what the summary shows, for a language switch
};

} // namespace chess960::ui

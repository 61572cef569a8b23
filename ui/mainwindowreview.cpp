// The main window and the game review: Game > Review game (Quick, Normal, Deep) has the
// built-in engine look at every position of the main line on its own threads while a bar
// above the move list shows how far it is (with Cancel); the findings fill the move list as
// they arrive (evaluations, ?! ? ?? and the better moves as variations) and a summary of both
// sides stays under the move list.
#include "mainwindow.h"

#include "analysis/treewalk.h"
#include "board/boardtheme.h"
#include "board/boardwidget.h"
#include "engines/engineconfig.h"
#include "game/gamecontroller.h"
#include "review/evalgraph.h"
#include "review/learnwindow.h"
#include "review/reviewrunner.h"

#include <QAction>
#include <QActionGroup>
#include <QStatusBar>

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace chess960::ui {

void MainWindow::createReview() {
    reviewRunner_ = new ReviewRunner(this);
    reviewBar_ = new QWidget(this);
    reviewBar_->setObjectName(QStringLiteral("reviewBar"));
    auto* layout = new QHBoxLayout(reviewBar_);
    layout->setContentsMargins(0, 0, 0, 0);
    reviewProgress_ = new QProgressBar(reviewBar_);
    reviewProgress_->setTextVisible(true);
    reviewCancel_ = new QPushButton(reviewBar_);
    layout->addWidget(reviewProgress_, 1);
    layout->addWidget(reviewCancel_);
    reviewBar_->hide();
    reviewSummary_ = new QLabel(this);
    reviewSummary_->setObjectName(QStringLiteral("reviewSummary"));
    reviewSummary_->setTextFormat(Qt::RichText);
    reviewSummary_->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    reviewSummary_->hide();
    // A count steps through its moves: "side:nag", e.g. "1:4" for Black's blunders.
    connect(reviewSummary_, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link == QLatin1String("learn")) return openLearn();
        if (link == QLatin1String("finish")) return startReview(engine::kReviewNormal);
        const QStringList parts = link.split(QLatin1Char(':'));
        if (parts.size() == 2) stepToMarked(Color(parts[0].toInt()), parts[1].toInt());
    });
    evalGraph_ = new EvalGraph(this);
    evalGraph_->hide();
    connect(evalGraph_, &EvalGraph::nodeClicked, controller_, &GameController::browseNode);
    // The graph follows the game and the node on view.
    for (auto signal :
         {&GameController::viewChanged, &GameController::gameChanged, &GameController::gameStarted})
        connect(controller_, signal, this, &MainWindow::showEvalGraph);
    for (const char* name : {"reviewQuick", "reviewNormal", "reviewDeep"}) {
        reviewActions_ << new QAction(this);
        reviewActions_.back()->setObjectName(QLatin1String(name));
    }
    learn_ = new QAction(this);
    learn_->setObjectName(QStringLiteral("learnFromMistakes"));
    connect(learn_, &QAction::triggered, this, &MainWindow::openLearn);
    const engine::ReviewBudget budgets[] = {engine::kReviewQuick, engine::kReviewNormal,
                                            engine::kReviewDeep};
    for (int i = 0; i < 3; ++i)
        connect(reviewActions_[i], &QAction::triggered, this,
                [this, budget = budgets[i]] { startReview(budget); });
    connect(reviewCancel_, &QPushButton::clicked, reviewRunner_, &ReviewRunner::cancel);
    connect(reviewRunner_, &ReviewRunner::failed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("The review stopped: %1").arg(message));
    });
    connect(reviewRunner_, &ReviewRunner::progress, this,
            [this](int done, int total, const std::vector<engine::MoveReview>& moves) {
                reviewProgress_->setMaximum(total);
                reviewProgress_->setValue(done);
                reviewProgress_->setFormat(tr("Review: %1 of %2 positions").arg(done).arg(total));
                // The findings fill in as they arrive.
                for (const engine::MoveReview& m : moves)
                    if (m.ply >= 1 && size_t(m.ply) <= partialReview_.moves.size())
                        partialReview_.moves[size_t(m.ply - 1)] = m;
                controller_->applyReview(partialReview_);
            });
    connect(reviewRunner_, &ReviewRunner::finished, this, [this](const engine::GameReview& review) {
        reviewBar_->hide();
        controller_->applyReview(review);
        // One formula: the figures as the annotations just written give them, the same as
        // when the game is saved and opened again.
        engine::GameReview shown = engine::reviewFromAnnotations(controller_->game());
        shown.complete = review.complete;
        showReviewSummary(shown);
    });
    // A new game is not the one reviewed; a reviewed game opened again shows its summary.
    connect(controller_, &GameController::gameStarted, this, [this] {
        reviewRunner_->cancel();
        reviewSummary_->hide();
        lastReview_.reset();
        const engine::GameReview kept = engine::reviewFromAnnotations(controller_->game());
        if (kept.complete) {
            showReviewSummary(kept);
            return;
        }
        // Some moves have evaluations and some not: a review was stopped (or the program
        // was), and the game says so rather than show marks that end half-way.
        const auto reviewed = std::count_if(kept.moves.begin(), kept.moves.end(),
                                            [](const engine::MoveReview& m) { return m.reviewed; });
        if (reviewed == 0) return;
        reviewSummary_->setText(
            tr("The review of this game stopped after %1 of %2 moves.")
                .arg(reviewed)
                .arg(kept.moves.size()) +
            QStringLiteral(" <a href=\"finish\">%1</a>").arg(tr("Finish the review")));
        reviewSummary_->setToolTip({});
        reviewSummary_->show();
    });
}

// The Review menu ends with the engine that reviews: the built-in one or a configured one
// (Settings > Engines), listed afresh each time the menu opens.
void MainWindow::fillReviewEngines() {
    for (QAction* a : reviewMenu_->actions())
        if (!reviewActions_.contains(a)) {
            reviewMenu_->removeAction(a);
            if (a->parent() == reviewMenu_) a->deleteLater();
        }
    for (auto* old : reviewMenu_->findChildren<QActionGroup*>(Qt::FindDirectChildrenOnly))
        old->deleteLater();
    reviewMenu_->addSection(tr("Reviewed by"));
    auto* group = new QActionGroup(reviewMenu_);
    QStringList names{QString()};
    for (const EngineConfig& c : EngineStore::load()) names << c.name;
    for (const QString& name : names) {
        QAction* a = reviewMenu_->addAction(name.isEmpty() ? tr("Built-in engine") : name);
        a->setObjectName(QStringLiteral("reviewBy:") + name);
        a->setCheckable(true);
        a->setChecked(name == reviewRunner_->engineName());
        a->setActionGroup(group);
        connect(a, &QAction::triggered, this, [this, name] {
            if (const auto c = EngineStore::findByName(name))
                reviewRunner_->setEngine(c->name, c->path, c->values);
            else
                reviewRunner_->setEngine({});
        });
    }
}

void MainWindow::retranslateReview() {
    reviewMenu_->setTitle(tr("Re&view game"));
    reviewActions_[0]->setText(tr("&Quick"));
    reviewActions_[1]->setText(tr("&Normal"));
    reviewActions_[2]->setText(tr("&Deep"));
    reviewCancel_->setText(tr("Cancel"));
    learn_->setText(tr("&Learn from your mistakes..."));
    learn_->setToolTip(tr("Find better moves where the review marked mistakes and blunders"));
    if (lastReview_) showReviewSummary(*lastReview_);
}

void MainWindow::showEvalGraph() {
    evalGraph_->setGame(controller_->game(), controller_->viewedNode());
    evalGraph_->setColours(board_->theme().light, board_->theme().dark);
    evalGraph_->setVisible(evalGraph_->hasEvaluations());
}

void MainWindow::startReview(engine::ReviewBudget budget) {
    if (reviewRunner_->isRunning()) return;
    const Game game = controller_->record();
    if (game.mainLine().empty()) return;
    partialReview_ = engine::GameReview{};
    partialReview_.moves.resize(game.mainLine().size());
    reviewProgress_->setRange(0, int(game.mainLine().size()) + 1);
    reviewProgress_->setValue(0);
    reviewProgress_->setFormat(tr("Review: starting"));
    reviewBar_->show();
    reviewSummary_->hide();
    reviewRunner_->start(game, budget);
}

namespace {
// A count of the summary: a link that steps through those moves when there are any.
QString countLink(Color side, int nag, int count) {
    if (count == 0) return QStringLiteral("0");
    return QStringLiteral("<a href=\"%1:%2\">%3</a>").arg(int(side)).arg(nag).arg(count);
}
} // namespace

void MainWindow::stepToMarked(Color side, int nag) {
    // The next move after the one on view that `side` played and the review marked `nag`;
    // from the first one again after the last.
    const Game& game = controller_->game();
    const std::vector<NodeId> line = game.mainLine();
    std::vector<size_t> marked;
    for (size_t i = 0; i < line.size(); ++i) {
        const Color mover = moveNumberAt(game.startPosition(), int(i)).mover;
        const auto& nags = game.nodeMove(line[i]).nags;
        if (mover == side && std::find(nags.begin(), nags.end(), nag) != nags.end())
            marked.push_back(i);
    }
    if (marked.empty()) return;
    const auto on = std::find(line.begin(), line.end(), controller_->viewedNode());
    const size_t here = on == line.end() ? size_t(-1) : size_t(on - line.begin());
    size_t next = marked.front();
    for (size_t i : marked)
        if (here == size_t(-1) || i > here) {
            next = i;
            break;
        }
    controller_->browseNode(line[next]);
}

void MainWindow::showReviewSummary(const engine::GameReview& review) {
    lastReview_ = review;
    QString rows;
    for (Color c : {White, Black}) {
        const engine::SideSummary& s = review.sides[c];
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2%</td><td align=right>%3</td>"
                               "<td align=right>%4</td><td align=right>%5</td>"
                               "<td align=right>%6</td></tr>")
                    .arg(playerName(c).toHtmlEscaped())
                    .arg(QLocale().toString(s.accuracy, 'f', 0))
                    .arg(QLocale().toString(s.averageCentipawnLoss, 'f', 0))
                    .arg(countLink(c, 6, s.inaccuracies), countLink(c, 2, s.mistakes),
                         countLink(c, 4, s.blunders));
    }
    const QString head = QStringLiteral("<tr><th></th><th>%1</th><th>%2</th><th>?!</th>"
                                        "<th>?</th><th>?\?</th></tr>")
                             .arg(tr("Accuracy"), tr("Average loss"));
    QString text = QStringLiteral("<table cellspacing=4>%1%2</table>").arg(head, rows);
    if (!review.complete)
        text += tr("Review stopped: the moves not reached have no marks.");
    else if (review.sides[White].mistakes + review.sides[White].blunders +
                 review.sides[Black].mistakes + review.sides[Black].blunders >
             0)
        text += QStringLiteral("<a href=\"learn\">%1</a>").arg(tr("Learn from your mistakes"));
    reviewSummary_->setText(text);
    reviewSummary_->setToolTip(tr("Average loss in hundredths of a pawn; ?! inaccuracies, "
                                  "? mistakes, ?? blunders"));
    reviewSummary_->show();
}

void MainWindow::openLearn() {
    // The person's side against an engine; with two people both, to choose from.
    std::optional<Color> side;
    side = controller_->players().personSide();
    auto* window = new LearnWindow(controller_->record(), side, this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setBoardSettings(settings_);
    window->show();
}

} // namespace chess960::ui

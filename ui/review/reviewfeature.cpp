#include "review/reviewfeature.h"

#include "asking.h"
#include "board/boardtheme.h"
#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "engines/engineconfig.h"
#include "game/gamesession.h"
#include "game/playernames.h"
#include "library/gamelibrary.h"
#include "movelist/treewalk.h"
#include "review/evalgraph.h"
#include "review/learnwindow.h"
#include "review/reviewrunner.h"
#include "settings.h"

#include <QAction>
#include <QActionGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>

#include <algorithm>

namespace chess960::ui {

namespace {
// The settings' note of a review running: its game's My games file and its budget.
const QString kRunningKey = QStringLiteral("review/running");
const QString kNodesKey = QStringLiteral("review/nodes");

// A count of the summary: a link that steps through those moves when there are any.
QString countLink(Color side, int nag, int count) {
    if (count == 0) return QStringLiteral("0");
    return QStringLiteral("<a href=\"%1:%2\">%3</a>").arg(int(side)).arg(nag).arg(count);
}
} // namespace

ReviewFeature::ReviewFeature(GameSession* game, BoardWidget* board, QMainWindow* window)
    : Feature(window), game_(game), board_(board), runner_(new ReviewRunner(this)),
      bar_(new QWidget(window)), progress_(new QProgressBar(bar_)), cancel_(new QPushButton(bar_)),
      summary_(new QLabel(window)), graph_(new EvalGraph(window)), menu_(new QMenu(window)),
      learn_(newAction("learnFromMistakes")) {
    bar_->setObjectName(QStringLiteral("reviewBar"));
    auto* layout = new QHBoxLayout(bar_);
    layout->setContentsMargins(0, 0, 0, 0);
    progress_->setTextVisible(true);
    layout->addWidget(progress_, 1);
    layout->addWidget(cancel_);
    bar_->hide();
    summary_->setObjectName(QStringLiteral("reviewSummary"));
    summary_->setTextFormat(Qt::RichText);
    // A long line wraps in the side panel rather than widen it (the board would shrink).
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    summary_->hide();
    // A count steps through its moves: "side:nag", e.g. "1:4" for Black's blunders.
    connect(summary_, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link == QLatin1String("learn")) return openLearn();
        if (link == QLatin1String("finish")) return start(review::kReviewNormal);
        const QStringList parts = link.split(QLatin1Char(':'));
        if (parts.size() == 2) stepToMarked(Color(parts[0].toInt()), parts[1].toInt());
    });
    graph_->hide();
    connect(graph_, &EvalGraph::nodeClicked, game_, &GameSession::browseNode);
    // The graph follows the game and the node on view.
    connect(game_->view(), &ViewCursor::moved, this, &ReviewFeature::showGraph);
    for (auto signal : {&GameSession::gameChanged, &GameSession::gameStarted})
        connect(game_, signal, this, &ReviewFeature::showGraph);

    menu_->menuAction()->setObjectName(QStringLiteral("reviewGame"));
    const review::ReviewBudget budgets[] = {review::kReviewQuick, review::kReviewNormal,
                                            review::kReviewDeep};
    const char* names[] = {"reviewQuick", "reviewNormal", "reviewDeep"};
    for (int i = 0; i < 3; ++i) {
        QAction* a = newAction(names[i]);
        connect(a, &QAction::triggered, this, [this, budget = budgets[i]] { start(budget); });
        budgets_ << a;
    }
    menu_->addActions(budgets_);
    connect(menu_, &QMenu::aboutToShow, this, &ReviewFeature::fillEngines);
    connect(learn_, &QAction::triggered, this, &ReviewFeature::openLearn);

    connect(cancel_, &QPushButton::clicked, runner_, &ReviewRunner::cancel);
    connect(runner_, &ReviewRunner::failed, this, [this](const QString& message) {
        untrack();
        say(tr("The review stopped: %1").arg(message));
    });
    connect(runner_, &ReviewRunner::progress, this,
            [this](int done, int total, const std::vector<review::MoveReview>& moves) {
                progress_->setMaximum(total);
                progress_->setValue(done);
                progress_->setFormat(tr("Review: %1 of %2 positions").arg(done).arg(total));
                // The findings fill in as they arrive.
                for (const review::MoveReview& m : moves)
                    if (m.ply >= 1 && size_t(m.ply) <= partial_.moves.size())
                        partial_.moves[size_t(m.ply - 1)] = m;
                game_->applyReview(partial_);
                track(); // the game is in My games now
            });
    connect(runner_, &ReviewRunner::finished, this, [this](const review::GameReview& review) {
        untrack();
        bar_->hide();
        game_->applyReview(review);
        // One formula: the figures as the annotations just written give them, the same as
        // when the game is saved and opened again.
        review::GameReview shown = review::reviewFromAnnotations(game_->game());
        shown.complete = review.complete;
        showSummary(shown);
    });
    // A new game is not the one reviewed; a reviewed game opened again shows its summary.
    connect(game_, &GameSession::gameStarted, this, &ReviewFeature::showKeptReview);
    ready();
}

QWidget* ReviewFeature::graph() const {
    return graph_;
}

QWidget* ReviewFeature::summary() const {
    return summary_;
}

void ReviewFeature::keepTrackIn(const GameDocument* document, const GameLibrary* library) {
    document_ = document;
    library_ = library;
}

void ReviewFeature::track() {
    if (tracked_ || !document_ || !runner_->isRunning()) return;
    const QString file = document_->libraryFileName();
    if (file.isEmpty()) return;
    QSettings s;
    s.setValue(kRunningKey, file);
    s.setValue(kNodesKey, qulonglong(budget_.nodes));
    tracked_ = true;
}

void ReviewFeature::untrack() {
    if (!tracked_) return;
    QSettings s;
    s.remove(kRunningKey);
    s.remove(kNodesKey);
    tracked_ = false;
}

QString ReviewFeature::stoppedAt(const Game& game, const review::GameReview& kept) {
    // The first move not reviewed, and the game's last move, as numbered in the game.
    size_t first = 0;
    while (first < kept.moves.size() && kept.moves[first].reviewed) ++first;
    const int plies = int(game.mainLine().size());
    if (plies == 0) return {};
    const int at =
        moveNumberAt(game.startPosition(), int(std::min<size_t>(first, plies - 1))).number;
    const int last = moveNumberAt(game.startPosition(), plies - 1).number;
    return tr("move %1 of %2").arg(at).arg(last);
}

void ReviewFeature::offerToFinish() {
    QSettings settings;
    const QString file = settings.value(kRunningKey).toString();
    if (file.isEmpty() || !library_) return;
    const review::ReviewBudget budget{
        settings.value(kNodesKey, qulonglong(review::kReviewNormal.nodes)).toULongLong(), 0};
    // Asked once: whatever the answer, the note goes.
    settings.remove(kRunningKey);
    settings.remove(kNodesKey);
    const auto game = library_->read(file);
    if (!game) return; // deleted from My games since
    const review::GameReview kept = review::reviewFromAnnotations(*game);
    if (kept.complete) return;
    const QString who = QStringLiteral("%1 - %2").arg(QString::fromStdString(game->tag("White")),
                                                      QString::fromStdString(game->tag("Black")));
    QMessageBox box(QMessageBox::Question, tr("Review game"),
                    tr("The program stopped while it reviewed %1: the review had reached %2.")
                        .arg(who, stoppedAt(*game, kept)),
                    QMessageBox::Yes | QMessageBox::No, window());
    box.setObjectName(QStringLiteral("reviewFinishQuestion"));
    box.setInformativeText(tr("Finish the review now? The game comes from My games."));
    box.setDefaultButton(QMessageBox::Yes);
    if (ask(box) != QMessageBox::Yes) return;
    emit openRequested(file);
    // On the board now (unless the player kept the game that was there): finish it.
    if (document_ && document_->libraryFileName() == file) start(budget);
}

void ReviewFeature::showKeptReview() {
    runner_->cancel();
    untrack();
    summary_->hide();
    shown_.reset();
    const review::GameReview kept = review::reviewFromAnnotations(game_->game());
    if (kept.complete) {
        showSummary(kept);
        return;
    }
    // Some moves have evaluations and some not: a review was stopped (or the program was),
    // and the game says so rather than show marks that end half-way.
    const auto reviewed = std::count_if(kept.moves.begin(), kept.moves.end(),
                                        [](const review::MoveReview& m) { return m.reviewed; });
    if (reviewed == 0) return;
    summary_->setText(
        tr("The review of this game stopped at %1.").arg(stoppedAt(game_->game(), kept)) +
        QStringLiteral(" <a href=\"finish\">%1</a>").arg(tr("Finish the review")));
    summary_->setToolTip({});
    summary_->show();
}

// The menu ends with the engine that reviews: the built-in one or a configured one (Settings >
// Engines), listed afresh each time the menu opens.
void ReviewFeature::fillEngines() {
    for (QAction* a : menu_->actions())
        if (!budgets_.contains(a)) {
            menu_->removeAction(a);
            if (a->parent() == menu_) a->deleteLater();
        }
    for (auto* old : menu_->findChildren<QActionGroup*>(Qt::FindDirectChildrenOnly))
        old->deleteLater();
    menu_->addSection(tr("Reviewed by"));
    auto* group = new QActionGroup(menu_);
    QStringList names{QString()};
    for (const EngineConfig& c : EngineStore::load()) names << c.name;
    for (const QString& name : names) {
        QAction* a = menu_->addAction(name.isEmpty() ? tr("Built-in engine") : name);
        a->setObjectName(QStringLiteral("reviewBy:") + name);
        a->setCheckable(true);
        a->setChecked(name == runner_->engineName());
        a->setActionGroup(group);
        connect(a, &QAction::triggered, this, [this, name] { runner_->setEngine(name); });
    }
}

void ReviewFeature::retranslate() {
    menu_->setTitle(tr("Re&view game"));
    budgets_[0]->setText(tr("&Quick"));
    budgets_[1]->setText(tr("&Normal"));
    budgets_[2]->setText(tr("&Deep"));
    cancel_->setText(tr("Cancel"));
    learn_->setText(tr("&Learn from your mistakes..."));
    learn_->setToolTip(tr("Find better moves where the review marked mistakes and blunders"));
    if (shown_) showSummary(*shown_);
}

void ReviewFeature::showGraph() {
    graph_->setGame(game_->game(), game_->view()->node());
    graph_->setColours(board_->theme().light, board_->theme().dark);
    graph_->setVisible(graph_->hasEvaluations());
}

void ReviewFeature::start(review::ReviewBudget budget) {
    if (runner_->isRunning()) return;
    const Game game = game_->record();
    if (game.mainLine().empty()) return;
    partial_ = review::GameReview{};
    partial_.moves.resize(game.mainLine().size());
    progress_->setRange(0, int(game.mainLine().size()) + 1);
    progress_->setValue(0);
    progress_->setFormat(tr("Review: starting"));
    bar_->show();
    summary_->hide();
    budget_ = budget;
    runner_->start(game, budget);
    track();
}

void ReviewFeature::stepToMarked(Color side, int nag) {
    // The next move after the one on view that `side` played and the review marked `nag`;
    // from the first one again after the last.
    const Game& game = game_->game();
    const std::vector<NodeId> line = game.mainLine();
    std::vector<size_t> marked;
    for (size_t i = 0; i < line.size(); ++i) {
        const Color mover = moveNumberAt(game.startPosition(), int(i)).mover;
        const auto& nags = game.nodeMove(line[i]).nags;
        if (mover == side && std::find(nags.begin(), nags.end(), nag) != nags.end())
            marked.push_back(i);
    }
    if (marked.empty()) return;
    const auto on = std::find(line.begin(), line.end(), game_->view()->node());
    const size_t here = on == line.end() ? size_t(-1) : size_t(on - line.begin());
    size_t next = marked.front();
    for (size_t i : marked)
        if (here == size_t(-1) || i > here) {
            next = i;
            break;
        }
    game_->browseNode(line[next]);
}

void ReviewFeature::showSummary(const review::GameReview& review) {
    shown_ = review;
    QString rows;
    for (Color c : {White, Black}) {
        const review::SideSummary& s = review.sides[c];
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2%</td><td align=right>%3</td>"
                               "<td align=right>%4</td><td align=right>%5</td>"
                               "<td align=right>%6</td></tr>")
                    .arg(PlayerNames::ofSide(game_->game(), game_->players(), c).toHtmlEscaped())
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
    summary_->setText(text);
    summary_->setToolTip(tr("Average loss in hundredths of a pawn; ?! inaccuracies, "
                            "? mistakes, ?? blunders"));
    summary_->show();
}

void ReviewFeature::openLearn() {
    // The person's side against an engine; with two people both, to choose from.
    const std::optional<Color> side = game_->players().personSide();
    auto* learn = new LearnWindow(game_->record(), side, window());
    learn->setAttribute(Qt::WA_DeleteOnClose);
    learn->setBoardSettings(BoardSettings::load());
    learn->show();
}

} // namespace chess960::ui

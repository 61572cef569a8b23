#include "review/learnwindow.h"

#include "board/boardwidget.h"
#include "i18n/piecenotation.h"
#include "i18n/scoretext.h"
#include "movelist/movetreeview.h"
#include "review/learnjudge.h"

#include "chess960/notation.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {
// Time between the moves of the line "Show me" plays.
constexpr int kLineStepMs = 500;

QString evalText(const Evaluation& e) {
    return shownScore(e.value, e.mate, e.value);
}
} // namespace

LearnWindow::LearnWindow(const Game& game, std::optional<Color> side, QWidget* parent,
                         review::ReviewBudget budget)
    : QWidget(parent, Qt::Window), game_(game), side_(side),
      judge_(new LearnJudge(game, budget, this)), board_(new BoardWidget(this)),
      sideBox_(new QComboBox(this)), sideLabel_(new QLabel(this)), progress_(new QLabel(this)),
      prompt_(new QLabel(this)), verdict_(new QLabel(this)), showMe_(new QPushButton(this)),
      next_(new QPushButton(this)), again_(new QPushButton(this)) {
    setObjectName(QStringLiteral("learnWindow"));
    sideBox_->setObjectName(QStringLiteral("learnSide"));
    showMe_->setObjectName(QStringLiteral("learnShowMe"));
    next_->setObjectName(QStringLiteral("learnNext"));
    again_->setObjectName(QStringLiteral("learnAgain"));
    verdict_->setObjectName(QStringLiteral("learnVerdict"));
    prompt_->setObjectName(QStringLiteral("learnPrompt"));
    for (QLabel* l : {prompt_, verdict_, progress_}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    sideLabel_->setBuddy(sideBox_);
    for (int i = 0; i < 3; ++i) sideBox_->addItem(QString(), i);
    sideBox_->setCurrentIndex(side ? int(*side) : 2);

    auto* sideRow = new QHBoxLayout;
    sideRow->addWidget(sideLabel_);
    sideRow->addWidget(sideBox_, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(showMe_);
    buttons->addWidget(next_);
    buttons->addWidget(again_);
    auto* panel = new QVBoxLayout;
    panel->addLayout(sideRow);
    panel->addSpacing(8);
    panel->addWidget(progress_);
    panel->addWidget(prompt_);
    panel->addWidget(verdict_, 1);
    panel->addLayout(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 3);
    layout->addLayout(panel, 2);

    lineTimer_.setInterval(kLineStepMs);
    connect(&lineTimer_, &QTimer::timeout, this, &LearnWindow::playShownLine);
    connect(board_, &BoardWidget::moveRequested, this, &LearnWindow::tryMove);
    connect(judge_, &LearnJudge::judged, this, &LearnWindow::verdictArrived);
    connect(judge_, &LearnJudge::lineFound, this, [this](const std::vector<Move>& line) {
        judging_ = false;
        showMe_->setEnabled(true);
        next_->setEnabled(true);
        playLine(line);
    });
    connect(showMe_, &QPushButton::clicked, this, &LearnWindow::showMe);
    connect(next_, &QPushButton::clicked, this, &LearnWindow::next);
    connect(again_, &QPushButton::clicked, this, &LearnWindow::restart);
    connect(sideBox_, &QComboBox::activated, this,
            [this](int i) { setSide(i == 2 ? std::nullopt : std::optional<Color>(Color(i))); });
    setBoardSettings(BoardSettings::load());
    // A real position from the start: the board checks the last move it is given against
    // the position it shows.
    board_->setPosition(game_.startPosition());
    retranslateUi();
    restart();
    resize(1000, 640);
}

LearnWindow::~LearnWindow() = default;

void LearnWindow::setBoardSettings(const BoardSettings& settings) {
    board_->setPieceSet(settings.pieceSet);
    board_->setTheme(BoardTheme::byId(settings.theme));
    board_->setShowCoordinates(settings.coordinates);
    board_->setAnimationDuration(settings.animationMs);
    board_->setShowLegalMoves(settings.legalMoves);
}

void LearnWindow::setSide(std::optional<Color> side) {
    side_ = side;
    sideBox_->setCurrentIndex(side ? int(*side) : 2);
    restart();
}

void LearnWindow::restart() {
    judge_->stop();
    judging_ = false;
    lineTimer_.stop();
    session_ = review::LearnSession(review::findExercises(game_, side_));
    if (session_.count() == 0) {
        showScore();
        return;
    }
    showExercise();
}

Move LearnWindow::lastMoveBefore() const {
    const NodeId before = session_.current().before;
    return before == Game::root() ? Move() : game_.nodeMove(before).move;
}

QString LearnWindow::moveText(NodeId n) const {
    return MoveTreeView::moveLabel(game_, n);
}

void LearnWindow::showExercise() {
    const review::LearnExercise& ex = session_.current();
    done_ = false;
    shownLine_.clear();
    board_->setFlipped(ex.mover == Black);
    board_->setPosition(game_.positionAt(ex.before), lastMoveBefore());
    board_->setInteractive(true);
    progress_->setText(tr("Exercise %1 of %2").arg(session_.index() + 1).arg(session_.count()));
    QString text = ex.kind == review::MoveClass::Blunder
                       ? tr("%1 was a blunder in the game.").arg(moveText(ex.node))
                       : tr("%1 was a mistake in the game.").arg(moveText(ex.node));
    if (ex.playedEval)
        text += QLatin1Char(' ') + tr("Evaluation after it: %1.").arg(evalText(*ex.playedEval));
    text += QLatin1Char(' ') + (ex.mover == White ? tr("Find a better move for White.")
                                                  : tr("Find a better move for Black."));
    prompt_->setText(text);
    setVerdict(QString());
    showMe_->setEnabled(true);
    next_->setEnabled(true);
    next_->setText(tr("Skip"));
    again_->hide();
    sideBox_->setEnabled(true);
}

void LearnWindow::showScore() {
    lineTimer_.stop();
    board_->setInteractive(false);
    showMe_->setEnabled(false);
    next_->setEnabled(false);
    again_->setVisible(session_.count() > 0);
    progress_->clear();
    if (session_.count() == 0) {
        prompt_->setText(side_ == White   ? tr("White made no mistakes or blunders in this game.")
                         : side_ == Black ? tr("Black made no mistakes or blunders in this game.")
                                          : tr("There are no mistakes or blunders in this game."));
        setVerdict(tr("Mistakes are found by a review of the game (Game > Review game); a "
                      "reviewed game saved as PGN keeps them."));
        return;
    }
    const review::LearnScore s = session_.score();
    // English needs the singular apart; the %n text carries every plural form of a language.
    prompt_->setText((s.total == 1 ? tr("Done: a better move found in %1 of 1 exercise, %2 of "
                                        "them at the first try.")
                                   : tr("Done: a better move found in %1 of %n exercises, %2 of "
                                        "them at the first try.",
                                        nullptr, s.total))
                         .arg(s.solved)
                         .arg(s.firstTry));
    QStringList more;
    if (s.shown > 0) more << tr("Shown: %n.", nullptr, s.shown);
    if (s.skipped > 0) more << tr("Skipped: %n.", nullptr, s.skipped);
    setVerdict(more.join(QLatin1Char(' ')), s.solved == s.total ? Tone::Good : Tone::Neutral);
}

void LearnWindow::tryMove(Move m) {
    if (judging_ || done_ || session_.finished()) return;
    const review::LearnExercise ex = session_.current();
    const Position before = game_.positionAt(ex.before);
    if (!before.isLegal(m)) return;
    board_->setPosition(before.after(m), m);
    board_->setInteractive(false);
    judging_ = true;
    showMe_->setEnabled(false);
    next_->setEnabled(false);
    sideBox_->setEnabled(false);
    setVerdict(
        tr("Thinking about %1...").arg(shownMove(QString::fromStdString(moveToSan(before, m)))));
    judge_->judge(ex, m);
}

void LearnWindow::verdictArrived(const review::AttemptVerdict& v) {
    judging_ = false;
    showMe_->setEnabled(true);
    next_->setEnabled(true);
    sideBox_->setEnabled(true);
    const review::LearnExercise& ex = session_.current();
    const Position before = game_.positionAt(ex.before);
    const QString san = shownMove(QString::fromStdString(moveToSan(before, v.move)));
    session_.attempted(v.accepted);
    if (v.accepted) {
        done_ = true;
        next_->setText(tr("Next"));
        QString text = tr("Good move: %1 (%2).").arg(san, evalText(v.evalAfter));
        if (!v.bestLine.empty() && v.bestLine.front() != v.move)
            text +=
                QLatin1Char(' ') +
                tr("The engine's choice: %1 (%2).")
                    .arg(shownMove(QString::fromStdString(moveToSan(before, v.bestLine.front()))),
                         evalText(v.bestEval));
        setVerdict(text, Tone::Good);
    } else {
        // Taken back: the position before the move, to try again.
        board_->setPosition(before, lastMoveBefore());
        board_->setInteractive(true);
        QString text;
        if (v.wasPlayed)
            text = tr("%1 is the move played in the game (%2).").arg(san, evalText(v.evalAfter));
        else if (v.kind == review::MoveClass::Blunder)
            text = tr("%1 is a blunder (%2).").arg(san, evalText(v.evalAfter));
        else if (v.kind == review::MoveClass::Mistake)
            text = tr("%1 is a mistake (%2).").arg(san, evalText(v.evalAfter));
        else
            text = tr("%1 is an inaccuracy (%2).").arg(san, evalText(v.evalAfter));
        text += QLatin1Char(' ') + tr("Try again, or ask to be shown.");
        setVerdict(text, Tone::Bad);
    }
    emit judged(v.accepted);
}

void LearnWindow::showMe() {
    if (judging_ || session_.finished()) return;
    session_.shown();
    lineTimer_.stop();
    const review::LearnExercise ex = session_.current();
    if (!ex.betterLine.empty()) {
        playLine(ex.betterLine);
        return;
    }
    // No line in the game (the mark is the player's own): the engine looks for one.
    judging_ = true;
    showMe_->setEnabled(false);
    next_->setEnabled(false);
    setVerdict(tr("Looking for the best move..."));
    judge_->findLine(ex);
}

void LearnWindow::playLine(std::vector<Move> line) {
    if (session_.finished() || line.empty()) return;
    const review::LearnExercise& e = session_.current();
    const Position before = game_.positionAt(e.before);
    done_ = true;
    next_->setText(tr("Next"));
    shownLine_ = std::move(line);
    shownPlayed_ = 0;
    board_->setInteractive(false);
    board_->setPosition(before, lastMoveBefore());
    QString text = tr("The engine plays %1.")
                       .arg(shownMoves(QString::fromStdString(sanLine(before, shownLine_))));
    if (e.betterEval) text += QLatin1Char(' ') + tr("Evaluation: %1.").arg(evalText(*e.betterEval));
    setVerdict(text);
    lineTimer_.start();
}

void LearnWindow::playShownLine() {
    if (session_.finished() || shownPlayed_ >= shownLine_.size()) {
        lineTimer_.stop();
        return;
    }
    const Position& pos = board_->position();
    const Move m = shownLine_[shownPlayed_++];
    if (!pos.isLegal(m)) {
        lineTimer_.stop();
        return;
    }
    board_->setPosition(pos.after(m), m);
    if (shownPlayed_ == shownLine_.size()) {
        lineTimer_.stop();
        emit lineShown();
    }
}

void LearnWindow::next() {
    if (judging_) return;
    lineTimer_.stop();
    judge_->stop();
    session_.next();
    if (session_.finished())
        showScore();
    else
        showExercise();
}

void LearnWindow::setVerdict(const QString& text, Tone tone) {
    verdict_->setText(text);
    QPalette pal = palette();
    if (tone == Tone::Good) pal.setColor(QPalette::WindowText, QColor(0x1b, 0x7a, 0x2e));
    if (tone == Tone::Bad) pal.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    verdict_->setPalette(pal);
}

QString LearnWindow::verdictText() const {
    return verdict_->text();
}

void LearnWindow::retranslateUi() {
    setWindowTitle(tr("Learn from your mistakes"));
    sideLabel_->setText(tr("&Mistakes of:"));
    sideBox_->setItemText(0, tr("White"));
    sideBox_->setItemText(1, tr("Black"));
    sideBox_->setItemText(2, tr("Both sides"));
    showMe_->setText(tr("&Show me"));
    next_->setText(done_ ? tr("Next") : tr("Skip"));
    again_->setText(tr("&Again"));
    if (session_.finished())
        showScore();
    else if (session_.count() > 0 && !judging_ && !done_)
        showExercise();
}

void LearnWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace chess960::ui

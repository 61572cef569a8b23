#include "practice/practicewindow.h"
#include "i18n/piecenotation.h"

#include "board/boardtheme.h"
#include "board/boardwidget.h"
#include "i18n/castlewording.h"
#include "practice/castleoverlay.h"

#include "chess960/startpos.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QVBoxLayout>

namespace chess960::ui {
namespace {

const QString kStatsKey = QStringLiteral("practice/stats");

QString capitalised(const QString& text) {
    return CastleWording::capitalised(text);
}

} // namespace

PracticeWindow::PracticeWindow(QWidget* parent)
    : PracticeWindow(QRandomGenerator::global()->generate64(), parent) {}

PracticeWindow::PracticeWindow(uint64_t seed, QWidget* parent)
    : QWidget(parent, Qt::Window), generator_(seed), board_(new BoardWidget(this)),
      overlay_(new CastleOverlay(board_)), drillBox_(new QComboBox(this)),
      focusBox_(new QComboBox(this)), prompt_(new QLabel(this)), context_(new QLabel(this)),
      reasons_(new QWidget(this)), feedback_(new QLabel(this)), next_(new QPushButton(this)),
      score_(new QLabel(this)), table_(new QLabel(this)), reasonsLabel_(new QLabel(reasons_)),
      reset_(new QPushButton(this)) {
    drillBox_->setObjectName(QStringLiteral("drillBox"));
    drillBox_->addItems({QString(), QString()});
    focusBox_->setObjectName(QStringLiteral("focusBox"));
    prompt_->setObjectName(QStringLiteral("prompt"));
    QFont big = prompt_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.4);
    prompt_->setFont(big);
    prompt_->setWordWrap(true);
    context_->setWordWrap(true);
    feedback_->setObjectName(QStringLiteral("feedback"));
    feedback_->setWordWrap(true);
    feedback_->setTextFormat(Qt::RichText);
    feedback_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    next_->setObjectName(QStringLiteral("nextQuestion"));
    score_->setObjectName(QStringLiteral("score"));
    table_->setObjectName(QStringLiteral("methodStats"));
    table_->setTextFormat(Qt::RichText);

    auto* reasonGrid = new QGridLayout(reasons_);
    reasonGrid->setContentsMargins(0, 0, 0, 0);
    reasonGrid->addWidget(reasonsLabel_, 0, 0, 1, 2);
    for (int i = 1; i < kCastleAnswerCount; ++i) {
        const auto a = CastleAnswer(i);
        auto* button = new QPushButton(reasons_);
        button->setObjectName(QStringLiteral("reason-") +
                              QString::fromUtf8(castleAnswerKey(a).data()));
        reasonGrid->addWidget(button, 1 + (i - 1) / 2, (i - 1) % 2);
        connect(button, &QPushButton::clicked, this, [this, a] { answer(a); });
    }
    auto* reset = reset_;
    reset->setObjectName(QStringLiteral("resetStats"));

    auto* side = new QVBoxLayout;
    side->addWidget(drillBox_);
    side->addWidget(focusBox_);
    side->addSpacing(8);
    side->addWidget(prompt_);
    side->addWidget(context_);
    side->addWidget(reasons_);
    side->addWidget(feedback_, 1);
    side->addWidget(next_);
    side->addSpacing(8);
    side->addWidget(score_);
    side->addWidget(table_);
    side->addWidget(reset, 0, Qt::AlignLeft);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 3);
    layout->addLayout(side, 2);

    connect(drillBox_, &QComboBox::activated, this, [this](int index) {
        setDrill(index == 0 ? DrillKind::StartPosition : DrillKind::InPlay);
    });
    connect(focusBox_, &QComboBox::activated, this,
            [this](int index) { chooseFocus(focusBox_->itemData(index).toString()); });
    connect(next_, &QPushButton::clicked, this, &PracticeWindow::nextQuestion);
    connect(reset, &QPushButton::clicked, this, &PracticeWindow::resetStatistics);
    connect(board_, &BoardWidget::moveRequested, this, &PracticeWindow::moveMade);
    connect(board_, &BoardWidget::castleAttempted, this, &PracticeWindow::castleAttempted);
    // What the board says about a gesture (e.g. that only castling counts) until the answer.
    connect(board_, &BoardWidget::statusChanged, this, [this](const QString& text) {
        if (!answered_) feedback_->setText(text.toHtmlEscaped());
    });

    if (auto saved = PracticeStats::parse(QSettings().value(kStatsKey).toString().toStdString()))
        stats_ = *saved;
    setBoardSettings(BoardSettings::load());
    nextQuestion();
    retranslateUi();
    resize(1000, 640);
}

PracticeWindow::~PracticeWindow() = default;

void PracticeWindow::setBoardSettings(const BoardSettings& settings) {
    // Practice is for the board the player plays on: the same pieces and colours.
    board_->setPieceSet(settings.pieceSet);
    board_->setTheme(BoardTheme::byId(settings.theme));
    board_->setShowCoordinates(settings.coordinates);
    board_->setAnimationDuration(settings.animationMs);
}

void PracticeWindow::retranslateUi() {
    setWindowTitle(tr("Castling practice"));
    drillBox_->setItemText(0, tr("Drill 1: castle in a start position"));
    drillBox_->setItemText(1, tr("Drill 2: castle in play, or say why not"));
    reasonsLabel_->setText(tr("Not possible, because:"));
    for (int i = 1; i < kCastleAnswerCount; ++i) {
        const auto a = CastleAnswer(i);
        if (auto* button = reasons_->findChild<QPushButton*>(
                QStringLiteral("reason-") + QString::fromUtf8(castleAnswerKey(a).data())))
            button->setText(capitalised(CastleWording::answerText(a)));
    }
    fillFocus();
    next_->setText(tr("Next question"));
    reset_->setText(tr("Reset statistics"));
    showQuestionText();
    if (answered_) showFeedback();
    showStats();
}

void PracticeWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void PracticeWindow::setDrill(DrillKind drill) {
    queued_.clear();
    drill_ = drill;
    // A method belongs to drill 1 and an answer to drill 2: the focus starts over, on the
    // start position chosen, if any.
    PracticeFocus focus;
    focus.startNumber = startFocus_;
    generator_.setFocus(focus);
    fillFocus();
    nextQuestion();
}

void PracticeWindow::fillFocus() {
    const QString kept = focusBox_->currentData().toString();
    const QSignalBlocker quiet(focusBox_);
    focusBox_->clear();
    focusBox_->addItem(startFocus_ ? tr("Everything, from start position %1").arg(*startFocus_)
                                   : tr("Everything"),
                       QStringLiteral("all"));
    if (drill_ == DrillKind::StartPosition) {
        for (CastleMethod m : {CastleMethod::DoubleMove, CastleMethod::Transposition,
                               CastleMethod::KingMoveOnly, CastleMethod::RookMoveOnly})
            focusBox_->addItem(tr("Only %1 castles").arg(CastleWording::methodName(m)),
                               QStringLiteral("method:%1").arg(int(m)));
    } else {
        focusBox_->addItem(tr("Only castles that are allowed"),
                           QStringLiteral("answer:%1").arg(int(CastleAnswer::Castle)));
        for (int i = 1; i < kCastleAnswerCount; ++i)
            focusBox_->addItem(tr("Only: %1").arg(CastleWording::answerText(CastleAnswer(i))),
                               QStringLiteral("answer:%1").arg(i));
    }
    focusBox_->addItem(tr("Only O-O-O (a-side)"),
                       QStringLiteral("side:%1").arg(int(CastleSide::ASide)));
    focusBox_->addItem(tr("Only O-O (h-side)"),
                       QStringLiteral("side:%1").arg(int(CastleSide::HSide)));
    if (startFocus_) focusBox_->addItem(tr("Any start position"), QStringLiteral("anystart"));
    focusBox_->setCurrentIndex(std::max(0, focusBox_->findData(kept)));
}

void PracticeWindow::chooseFocus(const QString& data) {
    if (data == QLatin1String("anystart")) startFocus_.reset();
    PracticeFocus focus;
    focus.startNumber = startFocus_;
    const QStringList parts = data.split(QLatin1Char(':'));
    const int value = parts.value(1).toInt();
    if (parts[0] == QLatin1String("method")) focus.method = CastleMethod(value);
    if (parts[0] == QLatin1String("side")) focus.side = CastleSide(value);
    if (parts[0] == QLatin1String("answer")) focus.answer = CastleAnswer(value);
    generator_.setFocus(focus);
    fillFocus();
    if (data == QLatin1String("anystart")) focusBox_->setCurrentIndex(0);
    queued_.clear();
    nextQuestion();
}

void PracticeWindow::practiseStartPosition(int number) {
    if (number < 0 || number >= kStartPositionCount) return;
    drill_ = DrillKind::StartPosition;
    queued_.clear();
    // Both drills stay on this start: its four castles first, then more of them, or drill 2's
    // games from it.
    startFocus_ = number;
    PracticeFocus focus;
    focus.startNumber = number;
    generator_.setFocus(focus);
    fillFocus();
    focusBox_->setCurrentIndex(0);
    for (Color c : {White, Black})
        for (CastleSide s : {CastleSide::HSide, CastleSide::ASide})
            queued_.push_back(PracticeGenerator::startPositionQuestion(number, c, s));
    nextQuestion();
}

void PracticeWindow::nextQuestion() {
    if (!queued_.empty()) {
        const PracticeQuestion next = queued_.front();
        queued_.pop_front();
        ask(next);
        return;
    }
    ask(drill_ == DrillKind::StartPosition ? generator_.startPositionQuestion()
                                           : generator_.inPlayQuestion());
}

void PracticeWindow::ask(const PracticeQuestion& question) {
    question_ = question;
    drill_ = question.kind;
    answered_ = false;
    grade_ = PracticeGrade();
    drillBox_->setCurrentIndex(drill_ == DrillKind::StartPosition ? 0 : 1);
    overlay_->setMarks(std::nullopt);
    board_->setFlipped(question.color == Black);
    // Drill 2 asks whether the castle is legal, so the board must not tell: a castling gesture
    // is an attempt (graded as the answer "castle"), ordinary moves all go back alike, the
    // legal-move dots, which would leave out the attacked squares next to the king, are off,
    // and so is the glow of a king in check until the answer. In Drill 1 every castle asked
    // about is legal, so the board plays as it does in a game.
    board_->setReportCastleAttempts(drill_ == DrillKind::InPlay);
    board_->setShowLegalMoves(drill_ == DrillKind::StartPosition);
    board_->setShowCheck(drill_ == DrillKind::StartPosition);
    board_->setPosition(question.position);
    board_->setInteractive(true);
    showQuestionText();
    reasons_->setVisible(drill_ == DrillKind::InPlay);
    reasons_->setEnabled(true);
    feedback_->clear();
    next_->setEnabled(false);
    timer_.start();
}

void PracticeWindow::showQuestionText() {
    prompt_->setText(PracticeWording::prompt(question_));
    const QString rank =
        shownBackRank(QString::fromStdString(backRankFromNumber(question_.startNumber)));
    if (drill_ == DrillKind::StartPosition)
        context_->setText(tr("Start position %1 (%2), the other pieces lifted off. Castle on the "
                             "board with any gesture.")
                              .arg(question_.startNumber)
                              .arg(rank));
    else if (question_.moves.size() == 1)
        context_->setText(tr("Start position %1 (%2) after 1 half-move. Castle on the board "
                             "(only castling counts), or choose why it is not possible.")
                              .arg(question_.startNumber)
                              .arg(rank));
    else
        context_->setText(tr("Start position %1 (%2) after %n half-moves. Castle on the board "
                             "(only castling counts), or choose why it is not possible.",
                             nullptr, int(question_.moves.size()))
                              .arg(question_.startNumber)
                              .arg(rank));
}

void PracticeWindow::moveMade(Move m) {
    if (answered_) return;
    given_ = {PracticeGiven::Played, m};
    finish(gradeMove(question_, m));
}

void PracticeWindow::castleAttempted(Color color, CastleSide side) {
    if (answered_ || color != question_.color) return;
    given_ = {PracticeGiven::Attempted, Move(), CastleAnswer::Castle, side};
    finish(gradeCastleAttempt(question_, side));
}

void PracticeWindow::answer(CastleAnswer a) {
    if (answered_) return;
    given_ = {PracticeGiven::Answered, Move(), a};
    finish(gradeAnswer(question_, a));
}

void PracticeWindow::finish(const PracticeGrade& g) {
    answered_ = true;
    grade_ = g;
    stats_.record(question_, g, timer_.isValid() ? timer_.elapsed() : 0);
    saveStats();
    showStats();
    showFeedback();

    // The board shows the correct outcome: the castle played when it is legal, otherwise the
    // position with what stands in the way.
    board_->setInteractive(false);
    board_->setShowCheck(true);
    if (g.hasResult)
        board_->setPosition(g.result, question_.analysis.move);
    else
        board_->setPosition(question_.position);
    overlay_->setMarks(g.explanation);
    reasons_->setEnabled(false);
    next_->setEnabled(true);
    next_->setFocus();
}

void PracticeWindow::showFeedback() {
    const auto html = [](const QString& s) { return s.toHtmlEscaped(); };
    const QString expected = html(PracticeWording::expected(question_.analysis));
    QString text = grade_.correct
                       ? tr("<b style='color:#1b7a2e'>✔ Right.</b> %1").arg(expected)
                       : tr("<b style='color:#b00020'>✘ Wrong.</b> You answered: %1.<br>"
                            "The answer: <b>%2</b>.")
                             .arg(html(PracticeWording::given(question_, given_)), expected);
    QStringList lines;
    for (const QString& line : PracticeWording::explanation(question_.analysis))
        lines << html(line);
    text += QStringLiteral("<p>") + lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
    feedback_->setText(text);
}

void PracticeWindow::showStats() {
    const int answered = stats_.answered();
    const double seconds = answered ? stats_.totalMs / 1000.0 / answered : 0.0;
    score_->setText(tr("Score %1/%2 · streak %3 (best %4) · %5 s per answer")
                        .arg(stats_.right())
                        .arg(answered)
                        .arg(stats_.streak)
                        .arg(stats_.bestStreak)
                        .arg(seconds, 0, 'f', 1));
    QString rows;
    const auto row = [&rows](const QString& name, const PracticeStats::Tally& t) {
        rows += QStringLiteral("<tr><td>%1</td><td align=right>&nbsp;%2</td><td align=right>"
                               "&nbsp;%3</td></tr>")
                    .arg(name)
                    .arg(t.right)
                    .arg(t.wrong);
    };
    for (int i = 0; i < 4; ++i)
        row(capitalised(CastleWording::methodName(CastleMethod(i))), stats_.byMethod[i]);
    rows += tr("<tr><th align=left>Per answer</th></tr>");
    for (int i = 0; i < kCastleAnswerCount; ++i)
        row(capitalised(CastleWording::answerText(CastleAnswer(i))), stats_.byAnswer[i]);
    table_->setText(tr("<table><tr><th align=left>Per method</th><th>&nbsp;right</th>"
                       "<th>&nbsp;wrong</th></tr>%1</table>")
                        .arg(rows));
}

void PracticeWindow::saveStats() const {
    QSettings().setValue(kStatsKey, QString::fromStdString(stats_.serialise()));
}

void PracticeWindow::resetStatistics() {
    stats_ = PracticeStats();
    saveStats();
    showStats();
}

} // namespace chess960::ui

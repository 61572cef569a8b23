#include "shuffler/shufflerdialog.h"
#include "i18n/piecenotation.h"

#include "guide/guideview.h"
#include "shuffler/diagramwidget.h"
#include "shuffler/shufflertexts.h"

#include "i18n/castlewording.h"
#include "i18n/errorwording.h"

#include "chess960/castling.h"
#include "chess960/guide.h"
#include "chess960/practice.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QValidator>

namespace chess960::ui {
namespace {

Color cardColor(int card) {
    return card < 2 ? White : Black;
}
CastleSide cardSide(int card) {
    return card % 2 == 0 ? CastleSide::ASide : CastleSide::HSide;
}

QLineEdit* readOnlyLine(QWidget* parent, const char* name) {
    auto* edit = new QLineEdit(parent);
    edit->setReadOnly(true);
    QFont mono = edit->font();
    mono.setFamily(QStringLiteral("monospace"));
    edit->setFont(mono);
    edit->setObjectName(QLatin1String(name));
    return edit;
}

} // namespace

ShufflerDialog::ShufflerDialog(int number, QWidget* parent)
    : QDialog(parent), die_([] { return QRandomGenerator::global()->bounded(1, 7); }),
      diagram_(new DiagramWidget(this)), spLabel_(new QLabel(this)), rankLabel_(new QLabel(this)) {
    spLabel_->setObjectName(QStringLiteral("spLabel"));
    rankLabel_->setObjectName(QStringLiteral("backRankLabel"));
    QFont big = spLabel_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.6);
    spLabel_->setFont(big);
    QFont mono = rankLabel_->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setBold(true);
    mono.setPointSizeF(mono.pointSizeF() * 1.5);
    rankLabel_->setFont(mono);
    rankLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    diagram_->setMinimumSize(300, 300);

    auto* left = new QVBoxLayout;
    auto* title = new QHBoxLayout;
    title->addWidget(spLabel_);
    title->addStretch();
    title->addWidget(rankLabel_);
    left->addLayout(title);
    left->addWidget(diagram_, 1);

    auto* right = new QVBoxLayout;
    right->addWidget(buildChooser());
    guide_ = new GuideView(this);
    right->addWidget(guide_);
    right->addWidget(buildDice(), 1);

    auto* top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addLayout(right, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* practise = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    auto* play = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    keepWorded([this, practise, play] {
        setWindowTitle(tr("Start position shuffler"));
        practise->setText(tr("Practise castling here"));
        play->setText(tr("Play this position"));
    });
    practise->setObjectName(QStringLiteral("practiseButton"));
    play->setObjectName(QStringLiteral("playButton"));
    positionButtons_ << practise << play;
    practise_ = practise;
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(play, &QPushButton::clicked, this, [this] {
        if (showsPair())
            emit playPairRequested(number_, blackSpin_->value());
        else if (diceNumber_ == number_ && !diceRolls_.isEmpty())
            emit playDiceRequested(diceRolls_); // the rolls go with it, to the card too
        else
            emit playRequested(number_);
    });
    connect(practise, &QPushButton::clicked, this, [this] { emit practiseRequested(number_); });

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(buildFens());
    layout->addWidget(buildCards());
    layout->addWidget(buttons);

    setNumber(number);
    if (number_ < 0) setNumber(kClassicalStartNumber);
    resize(980, 760);
}

namespace {

// A number box that lets any text be typed, so that the dialog can say what is wrong with
// it ("960 is not a start position"), where a spin box would keep "96" or drop letters
// without a word. The value changes only with a number in range.
class StartNumberBox : public QSpinBox {
public:
    using QSpinBox::QSpinBox;

protected:
    QValidator::State validate(QString& input, int& pos) const override {
        const QValidator::State state = QSpinBox::validate(input, pos);
        return state == QValidator::Invalid ? QValidator::Intermediate : state;
    }
};

} // namespace

QWidget* ShufflerDialog::buildChooser() {
    auto* box = new QGroupBox(this);
    spin_ = new StartNumberBox(box);
    spin_->setObjectName(QStringLiteral("numberBox"));
    spin_->setRange(0, kStartPositionCount - 1);
    // A number is taken when it is complete (Enter, or leaving the box): typing 518 does not
    // pass by SP 5 and SP 51, and 960 is said to be wrong rather than taken as 96.
    spin_->setKeyboardTracking(false);
    auto* prev = new QPushButton(box);
    auto* next = new QPushButton(box);
    auto* shuffle = new QPushButton(box);
    auto* classical = new QPushButton(box);
    auto* numberLabel = new QLabel(box);
    auto* rankLabel = new QLabel(box);
    prev->setObjectName(QStringLiteral("previousButton"));
    next->setObjectName(QStringLiteral("nextButton"));
    shuffle->setObjectName(QStringLiteral("shuffleButton"));
    classical->setObjectName(QStringLiteral("classicalButton"));
    rankEdit_ = new QLineEdit(box);
    rankEdit_->setObjectName(QStringLiteral("rankEdit"));
    balancedBox_ = new QCheckBox(box);
    balancedBox_->setObjectName(QStringLiteral("balancedBox"));
    keepWorded([=, this] {
        box->setTitle(tr("Choose a start position"));
        prev->setText(tr("◀ Previous"));
        next->setText(tr("Next ▶"));
        shuffle->setText(tr("Shuffle"));
        classical->setText(tr("Classical (518)"));
        shuffle->setToolTip(tr("A uniformly random start position"));
        balancedBox_->setText(tr("Balanced only"));
        balancedBox_->setToolTip(tr("Shuffle draws among the start positions the engine's "
                                    "guide calls balanced (within ±%1)")
                                     .arg(GuideView::balancedBound()));
        rankEdit_->setPlaceholderText(tr("White's back rank, e.g. BBQNNRKR"));
        numberLabel->setText(tr("Number:"));
        rankLabel->setText(tr("Back rank:"));
    });
    rankEdit_->setMaxLength(16);
    rankProblems_ = new QLabel(box);
    rankProblems_->setObjectName(QStringLiteral("rankProblems"));
    rankProblems_->setWordWrap(true);
    // Its lines take the height they need: a long message is not cut at the top and bottom.
    rankProblems_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    rankProblems_->setStyleSheet(QStringLiteral("color: #b00020"));
    dfrcBox_ = new QCheckBox(box);
    dfrcBox_->setObjectName(QStringLiteral("dfrcBox"));
    blackSpin_ = new QSpinBox(box);
    blackSpin_->setObjectName(QStringLiteral("blackNumberBox"));
    blackSpin_->setRange(0, kStartPositionCount - 1);
    blackSpin_->setValue(kClassicalStartNumber);
    blackSpin_->setEnabled(false);
    keepWorded([this] {
        dfrcBox_->setText(tr("Different set-ups for White and Black"));
        blackSpin_->setPrefix(tr("Black: SP "));
    });

    auto* grid = new QGridLayout(box);
    grid->addWidget(numberLabel, 0, 0);
    grid->addWidget(prev, 0, 1);
    grid->addWidget(spin_, 0, 2);
    grid->addWidget(next, 0, 3);
    grid->addWidget(shuffle, 1, 1);
    grid->addWidget(classical, 1, 2, 1, 2);
    grid->addWidget(balancedBox_, 2, 1, 1, 3);
    grid->addWidget(rankLabel, 3, 0);
    grid->addWidget(rankEdit_, 3, 1, 1, 3);
    grid->addWidget(rankProblems_, 4, 1, 1, 3);
    grid->addWidget(dfrcBox_, 5, 1, 1, 3);
    grid->addWidget(blackSpin_, 6, 1, 1, 3);
    connect(dfrcBox_, &QCheckBox::toggled, this, [this](bool on) {
        blackSpin_->setEnabled(on);
        balancedBox_->setEnabled(!on); // the guide judges the 960, not the pairs
        setNumber(number_);
    });
    connect(blackSpin_, &QSpinBox::valueChanged, this, [this] { setNumber(number_); });

    connect(spin_, &QSpinBox::valueChanged, this, &ShufflerDialog::setNumber);
    // What is wrong with a number typed is said at once, under the box.
    connect(spin_->findChild<QLineEdit*>(), &QLineEdit::textEdited, this,
            [this](const QString& text) { numberTyped(text); });
    connect(prev, &QPushButton::clicked, this,
            [this] { setNumber((number_ + kStartPositionCount - 1) % kStartPositionCount); });
    connect(next, &QPushButton::clicked, this,
            [this] { setNumber((number_ + 1) % kStartPositionCount); });
    connect(shuffle, &QPushButton::clicked, this, [this] {
        if (showsPair()) {
            // Both sides drawn apart, from the 921,600 starts.
            const DfrcPair pair = randomDfrc();
            const QSignalBlocker quiet(blackSpin_);
            blackSpin_->setValue(pair.black);
            setNumber(pair.white);
            return;
        }
        // A new number every press, so the button never seems to do nothing.
        const bool balanced = balancedBox_->isChecked();
        int n = number_;
        while (n == number_) n = balanced ? randomBalancedStartNumber() : randomStartNumber();
        setNumber(n);
    });
    connect(classical, &QPushButton::clicked, this, [this] { setNumber(kClassicalStartNumber); });
    connect(rankEdit_, &QLineEdit::textEdited, this, &ShufflerDialog::rankEdited);
    return box;
}

QWidget* ShufflerDialog::buildFens() {
    auto* box = new QWidget(this);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    xfen_ = readOnlyLine(box, "xfenEdit");
    shredder_ = readOnlyLine(box, "shredderEdit");
    const std::pair<QLineEdit*, QString> rows[] = {{xfen_, QStringLiteral("X-FEN:")},
                                                   {shredder_, QStringLiteral("Shredder-FEN:")}};
    int row = 0;
    for (const auto& [edit, label] : rows) {
        auto* copy = new QPushButton(box);
        keepWorded([copy] { copy->setText(tr("Copy")); });
        copy->setObjectName(edit == xfen_ ? QStringLiteral("copyXfen")
                                          : QStringLiteral("copyShredder"));
        positionButtons_ << copy;
        auto* name = new QLabel(label, box);
        name->setBuddy(edit); // the field's name for screen readers
        grid->addWidget(name, row, 0);
        grid->addWidget(edit, row, 1);
        grid->addWidget(copy, row, 2);
        connect(copy, &QPushButton::clicked, this,
                [field = edit] { QApplication::clipboard()->setText(field->text()); });
        ++row;
    }
    return box;
}

QWidget* ShufflerDialog::buildCards() {
    auto* box = new QGroupBox(this);
    keepWorded(
        [box] { box->setTitle(tr("Castling (point at a castle to see it on the diagram)")); });
    auto* grid = new QGridLayout(box);
    for (int i = 0; i < 4; ++i) {
        cards_[i] = new QLabel(box);
        cards_[i]->setObjectName(QStringLiteral("card%1%2")
                                     .arg(cardColor(i) == White ? 'W' : 'B')
                                     .arg(cardSide(i) == CastleSide::HSide ? 'H' : 'A'));
        cards_[i]->setTextFormat(Qt::RichText);
        cards_[i]->setWordWrap(true);
        cards_[i]->setFrameShape(QFrame::StyledPanel);
        cards_[i]->setMargin(6);
        cards_[i]->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        cards_[i]->setAttribute(Qt::WA_Hover);
        cards_[i]->installEventFilter(this);
        grid->addWidget(cards_[i], i / 2, i % 2);
    }
    return box;
}

void ShufflerDialog::setNumber(int n) {
    if (n < 0 || n >= kStartPositionCount) return;
    const bool changed = n != number_;
    number_ = n;
    rolling_ = false;
    for (QPushButton* b : positionButtons_) b->setEnabled(true);
    const int black = showsPair() ? blackSpin_->value() : n;
    start_ = Position::startPosition(n, black);
    if (practise_) practise_->setEnabled(!showsPair());
    const QString rank = QString::fromStdString(backRankFromNumber(n));
    spLabel_->setText(titleText());
    // Black's rank in its own letters, as it stands on rank 8.
    // Shown in the player's letters; the text box below reads and writes English letters,
    // as start positions are written in files and on the web.
    rankLabel_->setText(
        showsPair() ? shownBackRank(rank) + QStringLiteral(" / ") +
                          shownBackRank(QString::fromStdString(backRankFromNumber(black)).toLower())
                    : shownBackRank(rank));
    if (spin_->value() != n || spin_->text().isEmpty()) spin_->setValue(n);
    if (rankEdit_->text().toUpper() != rank) rankEdit_->setText(rank);
    showProblems({});
    xfen_->setText(QString::fromStdString(start_.fen()));
    shredder_->setText(QString::fromStdString(start_.fen(FenStyle::Shredder)));
    diagram_->setPosition(start_);
    guide_->showPair(n, black);
    showCards();
    if (changed) emit numberChanged(n);
}

bool ShufflerDialog::showsPair() const {
    return dfrcBox_ && dfrcBox_->isChecked();
}

QString ShufflerDialog::titleText() const {
    if (showsPair()) return tr("DFRC %1").arg(dfrcNumber(number_, blackSpin_->value()));
    return tr("SP %1").arg(number_);
}

void ShufflerDialog::showProblems(const QString& text) {
    rankProblems_->setText(text);
    fitProblems();
}

void ShufflerDialog::fitProblems() {
    // All its lines, at the width it has: the layout gives it that height, the rest of the
    // box gives way (else a long message was cut at the top and bottom).
    rankProblems_->setMinimumHeight(rankProblems_->text().isEmpty()
                                        ? 0
                                        : rankProblems_->heightForWidth(rankProblems_->width()));
}

void ShufflerDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    fitProblems();
}

void ShufflerDialog::numberTyped(const QString& text) {
    const QString typed = text.trimmed();
    bool ok = false;
    const int n = locale().toInt(typed, &ok);
    if (typed.isEmpty() || (ok && n >= 0 && n < kStartPositionCount)) {
        showProblems({});
        return;
    }
    showProblems(
        ok ? tr("%1 is not a start position number: they go from 0 to 959.").arg(typed)
           : tr("'%1' is not a number: type a start position number from 0 to 959.").arg(typed));
}

void ShufflerDialog::rankEdited(const QString& text) {
    const std::string rank = text.trimmed().toStdString();
    const std::vector<BackRankProblem> problems = validateBackRank(rank);
    if (problems.empty()) {
        if (auto n = numberFromBackRank(rank)) setNumber(*n);
        return;
    }
    QStringList lines;
    for (const BackRankProblem& p : problems) lines << ErrorWording::text(p);
    showProblems(lines.join(QLatin1Char('\n')));
}

void ShufflerDialog::showCards() {
    for (int i = 0; i < 4; ++i)
        cards_[i]->setText(castleCardText(analyseCastle(start_, cardColor(i), cardSide(i))));
    hoverCastle(hovered_);
}

bool ShufflerDialog::eventFilter(QObject* watched, QEvent* event) {
    for (int i = 0; i < 4; ++i) {
        if (watched != cards_[i]) continue;
        if (event->type() == QEvent::Enter || event->type() == QEvent::HoverEnter) hoverCastle(i);
        if ((event->type() == QEvent::Leave || event->type() == QEvent::HoverLeave) &&
            hovered_ == i)
            hoverCastle(-1);
    }
    return QDialog::eventFilter(watched, event);
}

void ShufflerDialog::hoverCastle(int card) {
    hovered_ = card;
    if (card < 0 || rolling_) {
        diagram_->setMarks(std::nullopt);
        return;
    }
    // In a start position pieces always stand in the way; the card is about the geometry, so
    // the path is shown without calling the pieces on it obstacles.
    CastleExplanation e = explainCastle(analyseCastle(start_, cardColor(card), cardSide(card)));
    e.blockers = e.attacked = e.attackers = 0;
    diagram_->setMarks(e);
}

void ShufflerDialog::keepWorded(std::function<void()> words) {
    words();
    wordings_.push_back(std::move(words));
}

void ShufflerDialog::retranslateUi() {
    for (const auto& words : wordings_) words();
    if (rolling_) {
        showPartialRank(dice_.partialBackRank());
    } else {
        spLabel_->setText(titleText());
        showCards();
    }
    showDiceStep();
    if (!rankProblems_->text().isEmpty()) rankEdited(rankEdit_->text());
    for (int i = 0; i < diceLog_->count(); ++i) {
        QListWidgetItem* item = diceLog_->item(i);
        const QList<QVariant> roll = item->data(Qt::UserRole).toList();
        if (roll.size() == 5)
            item->setText(diceRollText(roll[0].toInt(), roll[1].toInt(), DiceStep(roll[2].toInt()),
                                       roll[3].toInt(), roll[4].toBool()));
    }
    if (!appliedRolls_.isEmpty() && !rollsResult_->text().isEmpty()) {
        const QString typed = rollsEdit_->text();
        rollsEdit_->setText(appliedRolls_);
        applyTypedRolls();
        rollsEdit_->setText(typed);
    }
}

void ShufflerDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && !wordings_.empty()) retranslateUi();
    QDialog::changeEvent(event);
}

void ShufflerDialog::keyPressEvent(QKeyEvent* event) {
    // Enter in the back-rank and dice boxes belongs to them (what was typed is applied as it is
    // typed, the rolls on returnPressed); passed on, it would press the default "Play this
    // position" with the number shown before, even when the typed text is wrong.
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    QWidget* focus = focusWidget();
    if (enter && (focus == rankEdit_ || focus == rollsEdit_)) {
        event->accept();
        return;
    }
    // Enter in the number box shows the number typed (the box has read it by now), also
    // when it is the number shown before the dice.
    if (enter && focus && (focus == spin_ || spin_->isAncestorOf(focus))) {
        setNumber(spin_->value());
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

bool ShufflerDialog::showsCastle(Color c, CastleSide s) const {
    return hovered_ >= 0 && cardColor(hovered_) == c && cardSide(hovered_) == s &&
           diagram_->marks().has_value();
}

} // namespace chess960::ui

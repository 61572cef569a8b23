#include "shuffler/shufflerdialog.h"

#include "shuffler/diagramwidget.h"

#include "chess960/castling.h"
#include "chess960/practice.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace chess960::ui {
namespace {

Color cardColor(int card) {
    return card < 2 ? White : Black;
}
CastleSide cardSide(int card) {
    return card % 2 == 0 ? CastleSide::ASide : CastleSide::HSide;
}

QString squareList(Bitboard b) {
    QStringList names;
    while (b) names << QString::fromStdString(squareName(popLsb(b)));
    return names.isEmpty() ? QObject::tr("none") : names.join(QLatin1Char(' '));
}

QString cardText(const CastleAnalysis& a) {
    const QString title = QObject::tr("%1 %2")
                              .arg(a.color == White ? QObject::tr("White") : QObject::tr("Black"))
                              .arg(a.side == CastleSide::HSide ? QObject::tr("O-O (h-side)")
                                                               : QObject::tr("O-O-O (a-side)"));
    const auto sq = [](Square s) { return QString::fromStdString(squareName(s)); };
    return QObject::tr("<b>%1</b><br>King %2 → %3, rook %4 → %5<br>Method: <b>%6</b><br>%7<br>"
                       "Must be empty: %8")
        .arg(title, sq(a.kingFrom), sq(a.kingTo), sq(a.rookFrom), sq(a.rookTo),
             QString::fromUtf8(castleMethodName(a.method).data()),
             QString::fromStdString(castleOrderText(a)), squareList(a.mustBeEmpty));
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
    setWindowTitle(tr("Start position shuffler"));
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
    right->addWidget(buildDice(), 1);

    auto* top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addLayout(right, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* practise = buttons->addButton(tr("Practise castling here"), QDialogButtonBox::ActionRole);
    auto* play = buttons->addButton(tr("Play this position"), QDialogButtonBox::AcceptRole);
    practise->setObjectName(QStringLiteral("practiseButton"));
    play->setObjectName(QStringLiteral("playButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(play, &QPushButton::clicked, this, [this] { emit playRequested(number_); });
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

QWidget* ShufflerDialog::buildChooser() {
    auto* box = new QGroupBox(tr("Choose a start position"), this);
    spin_ = new QSpinBox(box);
    spin_->setObjectName(QStringLiteral("numberBox"));
    spin_->setRange(0, kStartPositionCount - 1);
    auto* prev = new QPushButton(tr("◀ Previous"), box);
    auto* next = new QPushButton(tr("Next ▶"), box);
    auto* shuffle = new QPushButton(tr("Shuffle"), box);
    auto* classical = new QPushButton(tr("Classical (518)"), box);
    prev->setObjectName(QStringLiteral("previousButton"));
    next->setObjectName(QStringLiteral("nextButton"));
    shuffle->setObjectName(QStringLiteral("shuffleButton"));
    classical->setObjectName(QStringLiteral("classicalButton"));
    shuffle->setToolTip(tr("A uniformly random start position"));
    rankEdit_ = new QLineEdit(box);
    rankEdit_->setObjectName(QStringLiteral("rankEdit"));
    rankEdit_->setPlaceholderText(tr("White's back rank, e.g. BBQNNRKR"));
    rankEdit_->setMaxLength(16);
    rankProblems_ = new QLabel(box);
    rankProblems_->setObjectName(QStringLiteral("rankProblems"));
    rankProblems_->setWordWrap(true);
    rankProblems_->setStyleSheet(QStringLiteral("color: #b00020"));

    auto* grid = new QGridLayout(box);
    grid->addWidget(new QLabel(tr("Number:"), box), 0, 0);
    grid->addWidget(prev, 0, 1);
    grid->addWidget(spin_, 0, 2);
    grid->addWidget(next, 0, 3);
    grid->addWidget(shuffle, 1, 1);
    grid->addWidget(classical, 1, 2, 1, 2);
    grid->addWidget(new QLabel(tr("Back rank:"), box), 2, 0);
    grid->addWidget(rankEdit_, 2, 1, 1, 3);
    grid->addWidget(rankProblems_, 3, 1, 1, 3);

    connect(spin_, &QSpinBox::valueChanged, this, &ShufflerDialog::setNumber);
    connect(prev, &QPushButton::clicked, this,
            [this] { setNumber((number_ + kStartPositionCount - 1) % kStartPositionCount); });
    connect(next, &QPushButton::clicked, this,
            [this] { setNumber((number_ + 1) % kStartPositionCount); });
    connect(shuffle, &QPushButton::clicked, this, [this] {
        // A new number every press, so the button never seems to do nothing.
        int n = number_;
        while (n == number_) n = randomStartNumber();
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
    const std::pair<QLineEdit*, QString> rows[] = {{xfen_, tr("X-FEN:")},
                                                   {shredder_, tr("Shredder-FEN:")}};
    int row = 0;
    for (const auto& [edit, label] : rows) {
        auto* copy = new QPushButton(tr("Copy"), box);
        copy->setObjectName(edit == xfen_ ? QStringLiteral("copyXfen")
                                          : QStringLiteral("copyShredder"));
        grid->addWidget(new QLabel(label, box), row, 0);
        grid->addWidget(edit, row, 1);
        grid->addWidget(copy, row, 2);
        connect(copy, &QPushButton::clicked, this,
                [edit] { QApplication::clipboard()->setText(edit->text()); });
        ++row;
    }
    return box;
}

QWidget* ShufflerDialog::buildCards() {
    auto* box = new QGroupBox(tr("Castling (point at a castle to see it on the diagram)"), this);
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
    start_ = Position::startPosition(n);
    const QString rank = QString::fromStdString(backRankFromNumber(n));
    spLabel_->setText(tr("SP %1").arg(n));
    rankLabel_->setText(rank);
    if (spin_->value() != n) spin_->setValue(n);
    if (rankEdit_->text().toUpper() != rank) rankEdit_->setText(rank);
    rankProblems_->clear();
    xfen_->setText(QString::fromStdString(startFen(n)));
    shredder_->setText(QString::fromStdString(start_.fen(FenStyle::Shredder)));
    diagram_->setPosition(start_);
    showCards();
    if (changed) emit numberChanged(n);
}

void ShufflerDialog::rankEdited(const QString& text) {
    const std::string rank = text.trimmed().toStdString();
    const std::vector<BackRankProblem> problems = validateBackRank(rank);
    if (problems.empty()) {
        if (auto n = numberFromBackRank(rank)) setNumber(*n);
        return;
    }
    QStringList lines;
    for (const BackRankProblem& p : problems) lines << QString::fromStdString(p.message);
    rankProblems_->setText(lines.join(QLatin1Char('\n')));
}

void ShufflerDialog::showCards() {
    for (int i = 0; i < 4; ++i)
        cards_[i]->setText(cardText(analyseCastle(start_, cardColor(i), cardSide(i))));
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
    if (card < 0) {
        diagram_->setMarks(std::nullopt);
        return;
    }
    // In a start position pieces always stand in the way; the card is about the geometry, so
    // the path is shown without calling the pieces on it obstacles.
    CastleExplanation e = explainCastle(analyseCastle(start_, cardColor(card), cardSide(card)));
    e.blockers = e.attacked = e.attackers = 0;
    diagram_->setMarks(e);
}

bool ShufflerDialog::showsCastle(Color c, CastleSide s) const {
    return hovered_ >= 0 && cardColor(hovered_) == c && cardSide(hovered_) == s &&
           diagram_->marks().has_value();
}

} // namespace chess960::ui

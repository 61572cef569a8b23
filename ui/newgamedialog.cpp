#include "newgamedialog.h"

#include "chess960/engine/level.h"
#include "chess960/position.h"
#include "chess960/startpos.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {

struct Preset {
    int minutes;
    int increment;
};
// The usual blitz and rapid settings; anything else is "Custom".
constexpr Preset kPresets[] = {{1, 0}, {3, 2}, {5, 3}, {10, 5}, {15, 10}, {30, 0}};
constexpr int kNoClock = 0;
const int kCustom = int(std::size(kPresets)) + 1;

} // namespace

NewGameDialog::NewGameDialog(const GameSetup& setup, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New game"));
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createOpponent(setup));
    layout->addWidget(createStart(setup));
    layout->addWidget(createClock(setup));
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    refresh();
}

QWidget* NewGameDialog::createOpponent(const GameSetup& setup) {
    auto* box = new QGroupBox(tr("Opponent"), this);
    auto* computer = new QRadioButton(tr("The &computer"), box);
    auto* human = new QRadioButton(tr("&Two players on this board"), box);
    opponent_ = new QButtonGroup(this);
    opponent_->addButton(computer, int(GameSetup::Opponent::Computer));
    opponent_->addButton(human, int(GameSetup::Opponent::Human));
    opponent_->button(int(setup.opponent))->setChecked(true);

    computerBox_ = new QWidget(box);
    level_ = new QSpinBox(computerBox_);
    level_->setRange(engine::kMinLevel, engine::kMaxLevel);
    level_->setValue(setup.level);
    level_->setObjectName(QStringLiteral("level"));
    levelInfo_ = new QLabel(computerBox_);
    colour_ = new QComboBox(computerBox_);
    colour_->addItems({tr("White"), tr("Black"), tr("Random")});
    colour_->setCurrentIndex(int(setup.colour));
    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(level_);
    levelRow->addWidget(levelInfo_, 1);
    auto* cform = new QFormLayout(computerBox_);
    cform->setContentsMargins(24, 0, 0, 0);
    cform->addRow(tr("Level:"), levelRow);
    cform->addRow(tr("You play:"), colour_);

    humanBox_ = new QWidget(box);
    whiteName_ = new QLineEdit(setup.whiteName, humanBox_);
    blackName_ = new QLineEdit(setup.blackName, humanBox_);
    whiteName_->setPlaceholderText(tr("White"));
    blackName_->setPlaceholderText(tr("Black"));
    auto* hform = new QFormLayout(humanBox_);
    hform->setContentsMargins(24, 0, 0, 0);
    hform->addRow(tr("White:"), whiteName_);
    hform->addRow(tr("Black:"), blackName_);

    auto* v = new QVBoxLayout(box);
    v->addWidget(computer);
    v->addWidget(computerBox_);
    v->addWidget(human);
    v->addWidget(humanBox_);
    connect(opponent_, &QButtonGroup::idClicked, this, &NewGameDialog::refresh);
    connect(level_, &QSpinBox::valueChanged, this, &NewGameDialog::refresh);
    return box;
}

QWidget* NewGameDialog::createStart(const GameSetup& setup) {
    auto* box = new QGroupBox(tr("Start position"), this);
    start_ = new QComboBox(box);
    start_->setObjectName(QStringLiteral("startKind"));
    start_->addItems({tr("Random"), tr("By number (0-959)"), tr("By dice (Althoefer)"),
                      tr("Classical (SP 518)"), tr("From a FEN")});
    start_->setCurrentIndex(int(setup.start));

    startPages_ = new QStackedWidget(box);
    number_ = new QSpinBox;
    number_->setRange(0, kStartPositionCount - 1);
    number_->setValue(setup.number);
    number_->setObjectName(QStringLiteral("number"));
    dice_ = new QLineEdit(setup.dice);
    dice_->setObjectName(QStringLiteral("dice"));
    dice_->setPlaceholderText(tr("Roll one die and type each roll, e.g. 3 1 6 2 4"));
    dice_->setToolTip(tr("Rolls place, in order: the dark-square bishop (1-4), the light-square "
                         "bishop (1-4), the queen (1-6), the first knight (1-5) and the second "
                         "knight (1-4). A roll too high for its piece is rolled again."));
    fen_ = new QLineEdit(setup.fen);
    fen_->setObjectName(QStringLiteral("fen"));
    fen_->setPlaceholderText(tr("A FEN, X-FEN or Shredder-FEN"));
    auto* randomPage = new QLabel(tr("A new random position is drawn when the game starts."));
    randomPage->setWordWrap(true);
    auto* classicalPage = new QLabel(tr("The standard chess set-up."));
    for (QWidget* w : {static_cast<QWidget*>(randomPage), static_cast<QWidget*>(number_),
                       static_cast<QWidget*>(dice_), static_cast<QWidget*>(classicalPage),
                       static_cast<QWidget*>(fen_)})
        startPages_->addWidget(w);

    preview_ = new QLabel(box);
    preview_->setObjectName(QStringLiteral("preview"));
    preview_->setWordWrap(true);
    preview_->setTextFormat(Qt::RichText);

    auto* form = new QFormLayout(box);
    form->addRow(tr("Choose:"), start_);
    form->addRow(QString(), startPages_);
    form->addRow(QString(), preview_);
    connect(start_, &QComboBox::currentIndexChanged, this, &NewGameDialog::refresh);
    connect(number_, &QSpinBox::valueChanged, this, &NewGameDialog::refresh);
    connect(dice_, &QLineEdit::textChanged, this, &NewGameDialog::refresh);
    connect(fen_, &QLineEdit::textChanged, this, &NewGameDialog::refresh);
    return box;
}

QWidget* NewGameDialog::createClock(const GameSetup& setup) {
    auto* box = new QGroupBox(tr("Clock"), this);
    clock_ = new QComboBox(box);
    clock_->setObjectName(QStringLiteral("clock"));
    clock_->addItem(tr("No clock"));
    for (const Preset& p : kPresets)
        clock_->addItem(tr("%1+%2 (%1 min, +%2 s a move)").arg(p.minutes).arg(p.increment));
    clock_->addItem(tr("Custom"));
    customClock_ = new QWidget(box);
    baseMinutes_ = new QSpinBox(customClock_);
    baseMinutes_->setRange(1, 180);
    baseMinutes_->setSuffix(tr(" min"));
    increment_ = new QSpinBox(customClock_);
    increment_->setRange(0, 60);
    increment_->setSuffix(tr(" s a move"));
    auto* row = new QHBoxLayout(customClock_);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(baseMinutes_);
    row->addWidget(new QLabel(QStringLiteral("+"), customClock_));
    row->addWidget(increment_);
    row->addStretch(1);

    int index = kNoClock;
    if (const auto& tc = setup.timeControl) {
        baseMinutes_->setValue(int(std::max<qint64>(1, tc->baseMs / 60000)));
        increment_->setValue(int(tc->incrementMs / 1000));
        index = kCustom;
        for (size_t i = 0; i < std::size(kPresets); ++i)
            if (tc->baseMs == kPresets[i].minutes * 60000LL &&
                tc->incrementMs == kPresets[i].increment * 1000LL)
                index = int(i) + 1;
    } else {
        baseMinutes_->setValue(10);
        increment_->setValue(5);
    }
    clock_->setCurrentIndex(index);
    auto* form = new QFormLayout(box);
    form->addRow(tr("Time control:"), clock_);
    form->addRow(QString(), customClock_);
    connect(clock_, &QComboBox::currentIndexChanged, this, &NewGameDialog::refresh);
    return box;
}

GameSetup NewGameDialog::setup() const {
    GameSetup s;
    s.opponent = GameSetup::Opponent(opponent_->checkedId());
    s.level = level_->value();
    s.colour = GameSetup::PlayerColour(colour_->currentIndex());
    s.whiteName = whiteName_->text().trimmed();
    s.blackName = blackName_->text().trimmed();
    s.start = GameSetup::Start(start_->currentIndex());
    s.number = number_->value();
    s.dice = dice_->text();
    s.fen = fen_->text().trimmed();
    const int c = clock_->currentIndex();
    if (c > kNoClock && c < kCustom) {
        const Preset& p = kPresets[c - 1];
        s.timeControl = TimeControl{p.minutes * 60000LL, p.increment * 1000LL};
    } else if (c == kCustom) {
        s.timeControl = TimeControl{baseMinutes_->value() * 60000LL, increment_->value() * 1000LL};
    }
    return s;
}

QString NewGameDialog::startPreview() const {
    return preview_->text();
}

bool NewGameDialog::canStart() const {
    return buttons_->button(QDialogButtonBox::Ok)->isEnabled();
}

void NewGameDialog::refresh() {
    const bool computer = opponent_->checkedId() == int(GameSetup::Opponent::Computer);
    computerBox_->setEnabled(computer);
    humanBox_->setEnabled(!computer);
    levelInfo_->setText(
        tr("about %1 Elo%2")
            .arg(engine::levelElo(level_->value()))
            .arg(level_->value() == engine::kMaxLevel ? tr(", full strength") : QString()));
    customClock_->setVisible(clock_->currentIndex() == kCustom);
    startPages_->setCurrentIndex(start_->currentIndex());

    const auto rank = [](int n) {
        return tr("SP %1: <b><tt>%2</tt></b>")
            .arg(n)
            .arg(QString::fromStdString(backRankFromNumber(n)));
    };
    const auto bad = [](const QString& why) {
        return QStringLiteral("<span style='color:#b71c1c'>%1</span>").arg(why.toHtmlEscaped());
    };
    bool ok = true;
    QString text;
    switch (GameSetup::Start(start_->currentIndex())) {
    case GameSetup::Start::Random: text = tr("Random: one of the 960 positions"); break;
    case GameSetup::Start::Number: text = rank(number_->value()); break;
    case GameSetup::Start::Classical: text = rank(kClassicalStartNumber); break;
    case GameSetup::Start::Dice: {
        GameSetup s = setup();
        auto game = s.createGame();
        ok = game.ok();
        text = ok ? rank(game->startNumber()) : bad(QString::fromStdString(game.error().message));
        break;
    }
    case GameSetup::Start::Fen: {
        auto pos = Position::fromFen(fen_->text().trimmed().toStdString());
        ok = pos.ok();
        if (!ok) {
            const int col = pos.error().position;
            text = bad((col >= 0 ? tr("Column %1: ").arg(col + 1) : QString()) +
                       QString::fromStdString(pos.error().message));
        } else {
            text = tr("%1 to move").arg(pos->sideToMove() == White ? tr("White") : tr("Black"));
        }
        break;
    }
    }
    preview_->setText(text);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace chess960::ui

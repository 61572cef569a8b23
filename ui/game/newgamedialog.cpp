#include "game/newgamedialog.h"
#include "i18n/piecenotation.h"

#include "game/clockbox.h"

#include "engines/engineconfig.h"
#include "game/playernames.h"
#include "guide/guideview.h"
#include "i18n/errorwording.h"

#include "chess960/engine/level.h"
#include "chess960/guide.h"
#include "chess960/position.h"
#include "chess960/startpos.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace chess960::ui {

NewGameDialog::NewGameDialog(const GameSetup& setup, QWidget* parent) : QDialog(parent) {
    // A button of our own, not the standard OK with another text: the button box words its
    // standard buttons again on a language change.
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    startButton_ = buttons_->addButton(QString(), QDialogButtonBox::AcceptRole);
    startButton_->setObjectName(QStringLiteral("startButton"));
    static_cast<QPushButton*>(startButton_)->setDefault(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createOpponent(setup));
    layout->addWidget(createStart(setup));
    layout->addWidget(createClock(setup));
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

void NewGameDialog::retranslateUi() {
    setWindowTitle(tr("New game"));
    startButton_->setText(tr("Start"));
    opponentBox_->setTitle(tr("Opponent"));
    computer_->setText(tr("The &computer"));
    human_->setText(tr("&Two players on this board"));
    engines_->setText(tr("&Engines play each other"));
    engineLabel_->setText(tr("Engine:"));
    engine_->setItemText(0, tr("Built-in engine"));
    for (const EloLimit* l : {&computerElo_, &whiteElo_, &blackElo_}) {
        l->limit->setText(tr("Limit its strength to (Elo):"));
        l->elo->setAccessibleName(tr("Elo"));
    }
    moveDelayLabel_->setText(tr("Without a clock, moves at least:"));
    moveDelay_->setSuffix(tr(" s apart"));
    moveDelay_->setToolTip(tr("Engines that answer at once wait this long, so that the game "
                              "can be followed; with a clock they play at their own pace"));
    whiteEngineLabel_->setText(tr("White:"));
    blackEngineLabel_->setText(tr("Black:"));
    for (QComboBox* box : {whiteEngine_, blackEngine_})
        for (int i = 0; i < box->count(); ++i)
            if (box->itemData(i).toString().startsWith(QLatin1String("builtin:")))
                box->setItemText(i, PlayerNames::label(PlayerSpec::builtIn(i + 1)));
    colour_->setItemText(0, tr("White"));
    colour_->setItemText(1, tr("Black"));
    colour_->setItemText(2, tr("Random"));
    levelLabel_->setText(tr("Level:"));
    // The level sits in a row of its own, apart from its label: it is named outright.
    level_->setAccessibleName(tr("Level"));
    colourLabel_->setText(tr("You play:"));
    whiteName_->setPlaceholderText(tr("White"));
    blackName_->setPlaceholderText(tr("Black"));
    whiteLabel_->setText(tr("White:"));
    blackLabel_->setText(tr("Black:"));

    startBox_->setTitle(tr("Start position"));
    const QString starts[] = {tr("Random"), tr("By number (0-959)"), tr("By dice (Althoefer)"),
                              tr("Classical (SP 518)"), tr("From a FEN")};
    for (int i = 0; i < int(std::size(starts)); ++i) start_->setItemText(i, starts[i]);
    fen_->setPlaceholderText(tr("A FEN, X-FEN or Shredder-FEN"));
    randomPage_->setText(tr("A new random position is drawn when the game starts."));
    classicalPage_->setText(tr("The standard chess set-up."));
    chooseLabel_->setText(tr("Choose:"));
    dfrc_->setText(tr("Different set-ups for White and Black"));
    dfrc_->setToolTip(tr("Double Fischer Random: each side's back rank is one of the 960, "
                         "chosen apart"));
    blackNumber_->setPrefix(tr("Black: "));
    balanced_->setText(tr("Only balanced positions"));
    balanced_->setToolTip(tr("Drawn among the start positions the engine's guide calls "
                             "balanced (within ±%1)")
                              .arg(GuideView::balancedBound()));

    refresh();
}

void NewGameDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

QWidget* NewGameDialog::createOpponent(const GameSetup& setup) {
    auto* box = opponentBox_ = new QGroupBox(this);
    auto* computer = new QRadioButton(box);
    auto* human = new QRadioButton(box);
    computer_ = computer;
    human_ = human;
    opponent_ = new QButtonGroup(this);
    opponent_->addButton(computer, int(GameSetup::Opponent::Computer));
    opponent_->addButton(human, int(GameSetup::Opponent::Human));
    auto* engines = new QRadioButton(box);
    engines->setObjectName(QStringLiteral("watchEngines"));
    engines_ = engines;
    opponent_->addButton(engines, int(GameSetup::Opponent::Engines));
    opponent_->button(int(setup.opponent))->setChecked(true);

    computerBox_ = new QWidget(box);
    // The engine: the built-in one, or one configured in Settings > Engines.
    engineLabel_ = new QLabel(computerBox_);
    engine_ = new QComboBox(computerBox_);
    engine_->setObjectName(QStringLiteral("engine"));
    engine_->addItem(QString(), QString());
    for (const EngineConfig& c : EngineStore::load()) engine_->addItem(c.name, c.name);
    engine_->setCurrentIndex(std::max(0, engine_->findData(setup.engine)));
    engineLabel_->setBuddy(engine_);
    computerElo_ = makeEloLimit(computerBox_, QString(), setup.engineElo);
    level_ = new QSpinBox(computerBox_);
    level_->setRange(engine::kMinLevel, engine::kMaxLevel);
    level_->setValue(setup.level);
    level_->setObjectName(QStringLiteral("level"));
    levelInfo_ = new QLabel(computerBox_);
    colour_ = new QComboBox(computerBox_);
    colour_->addItems({QString(), QString(), QString()});
    colour_->setCurrentIndex(int(setup.colour));
    levelRow_ = new QWidget(computerBox_);
    auto* levelRow = new QHBoxLayout(levelRow_);
    levelRow->setContentsMargins(0, 0, 0, 0);
    levelRow->addWidget(level_);
    levelRow->addWidget(levelInfo_, 1);
    auto* cform = new QFormLayout(computerBox_);
    cform->setContentsMargins(24, 0, 0, 0);
    levelLabel_ = new QLabel(computerBox_);
    colourLabel_ = new QLabel(computerBox_);
    cform->addRow(engineLabel_, engine_);
    cform->addRow(levelLabel_, levelRow_);
    cform->addRow(QString(), computerElo_.row);
    cform->addRow(colourLabel_, colour_);

    humanBox_ = new QWidget(box);
    whiteName_ = new QLineEdit(setup.whiteName, humanBox_);
    blackName_ = new QLineEdit(setup.blackName, humanBox_);
    auto* hform = new QFormLayout(humanBox_);
    hform->setContentsMargins(24, 0, 0, 0);
    whiteLabel_ = new QLabel(humanBox_);
    blackLabel_ = new QLabel(humanBox_);
    hform->addRow(whiteLabel_, whiteName_);
    hform->addRow(blackLabel_, blackName_);
    // Buddies give the fields their labels' names for screen readers (and Alt+letter).
    levelLabel_->setBuddy(level_);
    whiteLabel_->setBuddy(whiteName_);
    blackLabel_->setBuddy(blackName_);

    // Engines playing each other: the built-in engine at any level or a configured engine,
    // on each side.
    enginesBox_ = new QWidget(box);
    whiteEngine_ = new QComboBox(enginesBox_);
    whiteEngine_->setObjectName(QStringLiteral("whiteEngine"));
    blackEngine_ = new QComboBox(enginesBox_);
    blackEngine_->setObjectName(QStringLiteral("blackEngine"));
    fillEngineChoices(whiteEngine_, setup.whiteEngine);
    fillEngineChoices(blackEngine_, setup.blackEngine);
    auto* eform = new QFormLayout(enginesBox_);
    eform->setContentsMargins(24, 0, 0, 0);
    whiteEngineLabel_ = new QLabel(enginesBox_);
    blackEngineLabel_ = new QLabel(enginesBox_);
    whiteEngineLabel_->setBuddy(whiteEngine_);
    blackEngineLabel_->setBuddy(blackEngine_);
    whiteElo_ = makeEloLimit(enginesBox_, QStringLiteral("white"), setup.whiteEngine.limitedElo());
    blackElo_ = makeEloLimit(enginesBox_, QStringLiteral("black"), setup.blackEngine.limitedElo());
    moveDelay_ = new QDoubleSpinBox(enginesBox_);
    moveDelay_->setObjectName(QStringLiteral("moveDelay"));
    moveDelay_->setRange(0.0, kMaxMoveDelayMs / 1000.0);
    moveDelay_->setDecimals(1);
    moveDelay_->setSingleStep(0.5);
    moveDelay_->setValue(setup.moveDelayMs / 1000.0);
    moveDelayLabel_ = new QLabel(enginesBox_);
    moveDelayLabel_->setBuddy(moveDelay_);
    eform->addRow(whiteEngineLabel_, whiteEngine_);
    eform->addRow(QString(), whiteElo_.row);
    eform->addRow(blackEngineLabel_, blackEngine_);
    eform->addRow(QString(), blackElo_.row);
    eform->addRow(moveDelayLabel_, moveDelay_);

    auto* v = new QVBoxLayout(box);
    v->addWidget(computer);
    v->addWidget(computerBox_);
    v->addWidget(human);
    v->addWidget(humanBox_);
    v->addWidget(engines);
    v->addWidget(enginesBox_);
    connect(opponent_, &QButtonGroup::idClicked, this, &NewGameDialog::refresh);
    connect(engine_, &QComboBox::currentIndexChanged, this, &NewGameDialog::refresh);
    for (const EloLimit* l : {&computerElo_, &whiteElo_, &blackElo_})
        connect(l->limit, &QCheckBox::toggled, this, &NewGameDialog::refresh);
    for (QComboBox* box : {whiteEngine_, blackEngine_})
        connect(box, &QComboBox::currentIndexChanged, this, &NewGameDialog::refresh);
    connect(level_, &QSpinBox::valueChanged, this, &NewGameDialog::refresh);
    return box;
}

NewGameDialog::EloLimit NewGameDialog::makeEloLimit(QWidget* parent, const QString& prefix,
                                                    int elo) {
    // Object names: "limitElo"/"elo" for the computer's, "whiteLimitElo"/"whiteElo" ...
    const auto named = [&prefix](const char* name) {
        QString n = QString::fromLatin1(name);
        if (!prefix.isEmpty()) n[0] = n[0].toUpper();
        return prefix + n;
    };
    EloLimit l;
    l.row = new QWidget(parent);
    l.limit = new QCheckBox(l.row);
    l.limit->setObjectName(named("limitElo"));
    l.limit->setChecked(elo > 0);
    l.elo = new QSpinBox(l.row);
    l.elo->setObjectName(named("elo"));
    l.elo->setRange(500, 3500);
    l.elo->setSingleStep(50);
    l.elo->setValue(elo > 0 ? elo : 1500);
    auto* row = new QHBoxLayout(l.row);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(l.limit);
    row->addWidget(l.elo);
    row->addStretch(1);
    return l;
}

void NewGameDialog::showEloLimit(const EloLimit& l, const QString& engine) {
    std::optional<UciOption> eloOption;
    if (!engine.isEmpty())
        if (const auto config = EngineStore::findByName(engine))
            for (const UciOption& o : config->options())
                if (o.name == "UCI_Elo" && o.type == UciOptionType::Spin) eloOption = o;
    l.row->setVisible(eloOption.has_value());
    if (eloOption) l.elo->setRange(int(eloOption->min), int(eloOption->max));
    l.elo->setEnabled(l.limit->isChecked());
}

int NewGameDialog::chosenElo(const EloLimit& l) {
    return !l.row->isHidden() && l.limit->isChecked() ? l.elo->value() : 0;
}

void NewGameDialog::fillEngineChoices(QComboBox* box, const PlayerSpec& chosen) {
    for (int level = engine::kMinLevel; level <= engine::kMaxLevel; ++level)
        box->addItem(PlayerNames::label(PlayerSpec::builtIn(level)),
                     QStringLiteral("builtin:%1").arg(level));
    for (const EngineConfig& c : EngineStore::load())
        box->addItem(c.name, QStringLiteral("engine:") + c.name);
    const QString want = chosen.kind == PlayerKind::External
                             ? QStringLiteral("engine:") + chosen.engine
                             : QStringLiteral("builtin:%1").arg(chosen.level);
    box->setCurrentIndex(std::max(0, box->findData(want)));
}

QWidget* NewGameDialog::createStart(const GameSetup& setup) {
    auto* box = startBox_ = new QGroupBox(this);
    start_ = new QComboBox(box);
    start_->setObjectName(QStringLiteral("startKind"));
    start_->addItems({QString(), QString(), QString(), QString(), QString()});
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
    auto* randomPage = randomPage_ = new QLabel;
    randomPage->setWordWrap(true);
    auto* classicalPage = classicalPage_ = new QLabel;
    // Each page at its own height, at the top of its place: a spin box or a line edit is not
    // stretched to the tallest page, and a page not shown takes no room (the box grew to
    // three times its height when the rows above it went).
    for (QWidget* w : {static_cast<QWidget*>(randomPage), static_cast<QWidget*>(number_),
                       static_cast<QWidget*>(dice_), static_cast<QWidget*>(classicalPage),
                       static_cast<QWidget*>(fen_)}) {
        auto* page = new QWidget;
        auto* column = new QVBoxLayout(page);
        column->setContentsMargins(0, 0, 0, 0);
        column->addWidget(w, 0, Qt::AlignTop);
        startPages_->addWidget(page);
    }

    preview_ = new QLabel(box);
    preview_->setObjectName(QStringLiteral("preview"));
    preview_->setWordWrap(true);
    preview_->setTextFormat(Qt::RichText);

    dfrc_ = new QCheckBox(box);
    dfrc_->setObjectName(QStringLiteral("dfrc"));
    dfrc_->setChecked(setup.dfrc);
    blackNumber_ = new QSpinBox(box);
    blackNumber_->setObjectName(QStringLiteral("blackNumber"));
    blackNumber_->setRange(0, kStartPositionCount - 1);
    blackNumber_->setValue(setup.blackNumber);

    balanced_ = new QCheckBox(box);
    balanced_->setObjectName(QStringLiteral("balancedOnly"));
    balanced_->setChecked(setup.balancedOnly);
    guide_ = new GuideView(box);

    auto* form = new QFormLayout(box);
    chooseLabel_ = new QLabel(box);
    form->addRow(chooseLabel_, start_);
    form->addRow(QString(), startPages_);
    form->addRow(QString(), dfrc_);
    form->addRow(QString(), blackNumber_);
    form->addRow(QString(), balanced_);
    form->addRow(QString(), preview_);
    form->addRow(guide_);
    connect(start_, &QComboBox::currentIndexChanged, this, &NewGameDialog::refresh);
    connect(number_, &QSpinBox::valueChanged, this, &NewGameDialog::refresh);
    connect(dfrc_, &QCheckBox::toggled, this, &NewGameDialog::refresh);
    connect(balanced_, &QCheckBox::toggled, this, &NewGameDialog::refresh);
    connect(blackNumber_, &QSpinBox::valueChanged, this, &NewGameDialog::refresh);
    connect(dice_, &QLineEdit::textChanged, this, &NewGameDialog::refresh);
    connect(fen_, &QLineEdit::textChanged, this, &NewGameDialog::refresh);
    return box;
}

QWidget* NewGameDialog::createClock(const GameSetup& setup) {
    clockBox_ = new ClockBox(setup.timeControl, setup.oddsClock, this);
    connect(clockBox_, &ClockBox::changed, this, &NewGameDialog::refresh);
    return clockBox_;
}

GameSetup NewGameDialog::setup() const {
    GameSetup s;
    s.opponent = GameSetup::Opponent(opponent_->checkedId());
    s.level = level_->value();
    s.engine = engine_->currentData().toString();
    // Only an engine that has an Elo to limit (its row shown) keeps one.
    s.engineElo = s.engine.isEmpty() ? 0 : chosenElo(computerElo_);
    const auto spec = [](const QComboBox* box, const EloLimit& limit) {
        const QString d = box->currentData().toString();
        if (d.startsWith(QLatin1String("engine:"))) {
            const int elo = chosenElo(limit);
            return elo > 0 ? PlayerSpec::externalAtElo(d.mid(7), elo)
                           : PlayerSpec::external(d.mid(7));
        }
        return PlayerSpec::builtIn(d.mid(8).toInt());
    };
    s.whiteEngine = spec(whiteEngine_, whiteElo_);
    s.blackEngine = spec(blackEngine_, blackElo_);
    s.moveDelayMs = int(std::lround(moveDelay_->value() * 1000));
    s.colour = GameSetup::PlayerColour(colour_->currentIndex());
    s.whiteName = whiteName_->text().trimmed();
    s.blackName = blackName_->text().trimmed();
    s.start = GameSetup::Start(start_->currentIndex());
    s.number = number_->value();
    s.dfrc = dfrc_->isChecked();
    s.blackNumber = blackNumber_->value();
    s.balancedOnly = balanced_->isChecked();
    s.dice = dice_->text();
    s.fen = fen_->text().trimmed();
    s.timeControl = clockBox_->timeControl();
    s.oddsClock = clockBox_->oddsClock();
    return s;
}

QString NewGameDialog::startPreview() const {
    return preview_->text();
}

bool NewGameDialog::canStart() const {
    return startButton_->isEnabled();
}

void NewGameDialog::refresh() {
    const auto opponent = GameSetup::Opponent(opponent_->checkedId());
    const bool computer = opponent == GameSetup::Opponent::Computer;
    computerBox_->setEnabled(computer);
    humanBox_->setEnabled(opponent == GameSetup::Opponent::Human);
    enginesBox_->setEnabled(opponent == GameSetup::Opponent::Engines);
    // The level is the built-in engine's; a configured engine may offer an Elo instead.
    const QString engine = engine_->currentData().toString();
    levelRow_->setVisible(engine.isEmpty());
    levelLabel_->setVisible(engine.isEmpty());
    showEloLimit(computerElo_, engine);
    const auto engineOf = [](const QComboBox* box) {
        const QString d = box->currentData().toString();
        return d.startsWith(QLatin1String("engine:")) ? d.mid(7) : QString();
    };
    showEloLimit(whiteElo_, engineOf(whiteEngine_));
    showEloLimit(blackElo_, engineOf(blackEngine_));
    levelInfo_->setText(
        tr("about %1 Elo%2")
            .arg(engine::levelElo(level_->value()))
            .arg(level_->value() == engine::kMaxLevel ? tr(", full strength") : QString()));
    clockBox_->setAgainstComputer(computer);
    startPages_->setCurrentIndex(start_->currentIndex());
    for (int i = 0; i < startPages_->count(); ++i)
        startPages_->widget(i)->setSizePolicy(
            QSizePolicy::Preferred,
            i == startPages_->currentIndex() ? QSizePolicy::Maximum : QSizePolicy::Ignored);
    startPages_->updateGeometry();

    const auto rank = [](int n) {
        return tr("SP %1: <b><tt>%2</tt></b>")
            .arg(n)
            .arg(shownBackRank(QString::fromStdString(backRankFromNumber(n))));
    };
    const auto bad = [](const QString& why) {
        return QStringLiteral("<span style='color:#b71c1c'>%1</span>").arg(why.toHtmlEscaped());
    };
    bool ok = true;
    QString text;
    const auto startKind = GameSetup::Start(start_->currentIndex());
    const bool bothRanks =
        startKind == GameSetup::Start::Random || startKind == GameSetup::Start::Number;
    dfrc_->setEnabled(bothRanks);
    blackNumber_->setEnabled(bothRanks && dfrc_->isChecked() &&
                             startKind == GameSetup::Start::Number);
    const bool pair = bothRanks && dfrc_->isChecked();
    balanced_->setVisible(startKind == GameSetup::Start::Random && !pair);
    int guideWhite = -1, guideBlack = -1; // the start the guide tells of; -1 when not known
    switch (startKind) {
    case GameSetup::Start::Random:
        text = pair ? tr("Random: one of the 921,600 Double Fischer Random positions")
               : balanced_->isChecked() ? tr("Random: one of the %1 balanced positions")
                                              .arg(Guide::builtIn().balancedNumbers().size())
                                        : tr("Random: one of the 960 positions");
        break;
    case GameSetup::Start::Number:
        text = pair ? tr("White SP %1: <b><tt>%2</tt></b>, Black SP %3: <b><tt>%4</tt></b>")
                          .arg(number_->value())
                          .arg(shownBackRank(
                              QString::fromStdString(backRankFromNumber(number_->value()))))
                          .arg(blackNumber_->value())
                          .arg(shownBackRank(
                              QString::fromStdString(backRankFromNumber(blackNumber_->value()))))
                    : rank(number_->value());
        guideWhite = number_->value();
        guideBlack = pair ? blackNumber_->value() : guideWhite;
        break;
    case GameSetup::Start::Classical:
        text = rank(kClassicalStartNumber);
        guideWhite = guideBlack = kClassicalStartNumber;
        break;
    case GameSetup::Start::Dice: {
        GameSetup s = setup();
        auto game = s.createGame();
        ok = game.ok();
        text = ok ? rank(game->startNumber()) : bad(ErrorWording::text(game.error()));
        if (ok) guideWhite = guideBlack = game->startNumber();
        break;
    }
    case GameSetup::Start::Fen: {
        std::vector<DroppedCastlingRight> dropped;
        auto pos = Position::fromFenLenient(fen_->text().trimmed().toStdString(), dropped);
        ok = pos.ok();
        if (!ok) {
            const int col = pos.error().position;
            text = bad((col >= 0 ? tr("Column %1: ").arg(col + 1) : QString()) +
                       ErrorWording::text(pos.error()));
        } else {
            text = tr("%1 to move").arg(pos->sideToMove() == White ? tr("White") : tr("Black"));
            if (!dropped.empty())
                text += QStringLiteral("<br>") +
                        ErrorWording::droppedCastlingText(dropped).toHtmlEscaped();
        }
        break;
    }
    }
    preview_->setText(text);
    guide_->showPair(guideWhite, guideBlack);
    guide_->setVisible(guideWhite >= 0);
    startButton_->setEnabled(ok);
    // Once the labels' new sizes are known: their layout request is handled first.
    QTimer::singleShot(0, this, &NewGameDialog::fitHeight);
}

void NewGameDialog::fitHeight() {
    // Rows come and go (the Elo row, the level) and the preview wraps to more or fewer lines:
    // the dialog takes the height its rows need at its width, so that none is squashed and
    // none stretched. The layout's own minimum does not count wrapped text.
    QLayout* l = layout();
    if (!l || !isVisible()) return;
    l->activate();
    const int needed =
        l->hasHeightForWidth() ? l->totalHeightForWidth(width()) : l->totalSizeHint().height();
    if (needed > 0 && needed != height()) resize(width(), needed);
}

bool NewGameDialog::event(QEvent* event) {
    // Whenever the rows change (one shown or hidden, a text wrapping anew, a page of the start
    // chosen), the height follows once the layout has done its work: never a row stretched
    // into the room of rows gone.
    if (event->type() == QEvent::LayoutRequest)
        QTimer::singleShot(0, this, &NewGameDialog::fitHeight);
    return QDialog::event(event);
}

void NewGameDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    fitHeight();
}

} // namespace chess960::ui

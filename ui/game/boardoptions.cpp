#include "game/boardoptions.h"

#include "board/boardtheme.h"
#include "board/boardwidget.h"
#include "board/pieceset.h"
#include "game/gamesession.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"
#include "settingsdialog.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>

namespace chess960::ui {

BoardOptions::BoardOptions(GameSession* game, BoardWidget* board, QMainWindow* window)
    : Feature(window), game_(game), board_(board), settings_(BoardSettings::load()),
      settingsAction_(newAction("settings", QKeySequence::Preferences)), flip_(toggle("flipBoard")),
      autoFlip_(toggle("autoFlip")), enginePanel_(toggle("showEnginePanel")),
      coordinates_(toggle("showCoordinates")), legalMoves_(toggle("showLegalMoves")),
      castlingRights_(toggle("showCastlingRights")), confirm_(toggle("confirmMoves")),
      sounds_(toggle("sounds")), pieces_(new QMenu(window)), colours_(new QMenu(window)),
      animation_(new QMenu(window)) {
    settingsAction_->setMenuRole(QAction::PreferencesRole);
    connect(settingsAction_, &QAction::triggered, this, &BoardOptions::openSettings);
    connect(flip_, &QAction::toggled, this, [this](bool on) {
        board_->setFlipped(on);
        change([on](BoardSettings& s) { s.flipped = on; });
    });
    connect(autoFlip_, &QAction::toggled, this, [this](bool on) {
        change([on](BoardSettings& s) { s.autoFlip = on; });
        orient(false);
    });
    connect(enginePanel_, &QAction::toggled, this,
            [this](bool on) { change([on](BoardSettings& s) { s.enginePanel = on; }); });
    connect(coordinates_, &QAction::toggled, this,
            [this](bool on) { change([on](BoardSettings& s) { s.coordinates = on; }); });
    connect(legalMoves_, &QAction::toggled, this,
            [this](bool on) { change([on](BoardSettings& s) { s.legalMoves = on; }); });
    connect(castlingRights_, &QAction::toggled, this,
            [this](bool on) { change([on](BoardSettings& s) { s.castlingRights = on; }); });
    connect(confirm_, &QAction::toggled, this,
            [this](bool on) { change([on](BoardSettings& s) { s.confirmMoves = on; }); });
    connect(sounds_, &QAction::toggled, this,
            [this](bool on) { change([on](BoardSettings& s) { s.sounds = on; }); });

    auto* sets = new QActionGroup(this);
    for (const QString& id : PieceSet::ids()) {
        QAction* a = sets->addAction(QString());
        a->setCheckable(true);
        a->setData(id);
        a->setObjectName(QStringLiteral("pieces:") + id);
    }
    pieces_->addActions(sets->actions());
    connect(sets, &QActionGroup::triggered, this, [this](QAction* a) {
        change([id = a->data().toString()](BoardSettings& s) { s.pieceSet = id; });
    });
    auto* themes = new QActionGroup(this);
    for (const QString& id : BoardTheme::ids()) {
        QAction* a = themes->addAction(QString());
        a->setCheckable(true);
        a->setData(id);
        a->setObjectName(QStringLiteral("colours:") + id);
    }
    colours_->addActions(themes->actions());
    connect(themes, &QActionGroup::triggered, this, [this](QAction* a) {
        change([id = a->data().toString()](BoardSettings& s) { s.theme = id; });
    });
    auto* speeds = new QActionGroup(this);
    for (const int ms : {0, 100, 180, 350}) {
        QAction* a = speeds->addAction(QString());
        a->setCheckable(true);
        a->setData(ms);
        a->setObjectName(QStringLiteral("animation%1").arg(ms));
    }
    animation_->addActions(speeds->actions());
    connect(speeds, &QActionGroup::triggered, this, [this](QAction* a) {
        change([ms = a->data().toInt()](BoardSettings& s) { s.animationMs = ms; });
    });

    connect(game_, &GameSession::gameStarted, this, [this] { orient(true); });
    connect(game_, &GameSession::positionChanged, this, [this] { orient(false); });
    board_->setFlipped(settings_.flipped);
    apply();
    ready();
}

QAction* BoardOptions::toggle(const char* name) {
    QAction* a = newAction(name);
    a->setCheckable(true);
    return a;
}

void BoardOptions::addTo(QMenu* boardMenu) {
    boardMenu->addActions(
        {confirm_, flip_, autoFlip_, enginePanel_, coordinates_, legalMoves_, castlingRights_});
    boardMenu->addAction(sounds_);
    boardMenu->addMenu(pieces_);
    boardMenu->addMenu(colours_);
    boardMenu->addMenu(animation_);
}

template <typename Edit>
void BoardOptions::change(Edit edit) {
    BoardSettings s = settings_;
    edit(s);
    settings_ = s;
    settings_.save();
    apply();
}

void BoardOptions::openSettings() {
    if (!dialog_) {
        dialog_ = new SettingsDialog(window());
        connect(dialog_, &SettingsDialog::applied, this, [this](BoardSettings s) {
            s.flipped = settings_.flipped; // the Flip action's, not the dialog's
            change([&s](BoardSettings& kept) { kept = s; });
            orient(false);
        });
    }
    dialog_->setSettings(settings_, savedLanguage());
    dialog_->open();
}

// The board and the menu's toggles from settings_: the menu and the dialog agree. The toggles
// are set without their signals: they show the settings, they do not change them again.
void BoardOptions::apply() {
    board_->setPieceSet(settings_.pieceSet);
    board_->setTheme(BoardTheme::byId(settings_.theme));
    board_->setConfirmMoves(settings_.confirmMoves);
    if (!settings_.premoves) board_->setPremoveSide(std::nullopt);
    board_->setShowCoordinates(settings_.coordinates);
    board_->setShowLegalMoves(settings_.legalMoves);
    board_->setShowCastlingRights(settings_.castlingRights);
    board_->setAnimationDuration(settings_.animationMs);
    const auto show = [](QAction* a, bool on) {
        const bool was = a->blockSignals(true);
        a->setChecked(on);
        a->blockSignals(was);
    };
    show(confirm_, settings_.confirmMoves);
    show(autoFlip_, settings_.autoFlip);
    show(enginePanel_, settings_.enginePanel);
    show(coordinates_, settings_.coordinates);
    show(legalMoves_, settings_.legalMoves);
    show(castlingRights_, settings_.castlingRights);
    show(sounds_, settings_.sounds);
    show(flip_, board_->isFlipped());
    for (QAction* a : pieces_->actions()) show(a, a->data() == board_->pieceSetId());
    for (QAction* a : colours_->actions()) show(a, a->data() == board_->theme().id);
    for (QAction* a : animation_->actions()) show(a, a->data().toInt() == settings_.animationMs);
    applyPieceNotation(pieceNotationFromKey(settings_.notation));
    emit changed(settings_);
}

void BoardOptions::putAtBottom(Color c) {
    flip_->setChecked(c == Black);
}

void BoardOptions::orient(bool gameStart) {
    // Against the computer the person's side faces them once, at the start; after that the
    // Flip action is theirs. Two players start with the side to move facing them; the
    // auto-flip setting turns the board every move.
    if (game_->players().personSide() && !gameStart) return;
    if (const auto bottom = game_->preferredBottom(settings_.autoFlip, gameStart))
        board_->setFlipped(*bottom == Black);
    const bool was = flip_->blockSignals(true);
    flip_->setChecked(board_->isFlipped());
    flip_->blockSignals(was);
}

void BoardOptions::retranslate() {
    settingsAction_->setText(tr("&Settings..."));
    settingsAction_->setToolTip(tr("Pieces, colours, animation, moves and language"));
    // Not every desktop defines a Preferences key; then Ctrl+, as most programs use.
    if (QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty())
        settingsAction_->setShortcut(tr("Ctrl+,"));
    pieces_->setTitle(tr("&Pieces"));
    colours_->setTitle(tr("&Colours"));
    animation_->setTitle(tr("&Animation"));
    flip_->setText(tr("&Flip board"));
    flip_->setShortcut(tr("F"));
    confirm_->setText(tr("Ask to c&onfirm moves"));
    autoFlip_->setText(tr("&Turn the board to the player to move"));
    autoFlip_->setToolTip(tr("Two players on one screen: the side to move sits at the bottom"));
    enginePanel_->setText(tr("Show the &engine panel"));
    coordinates_->setText(tr("Show &coordinates"));
    legalMoves_->setText(tr("Show &legal moves"));
    castlingRights_->setText(tr("Show castling &rights"));
    castlingRights_->setToolTip(tr("A mark on each rook that keeps a castling right: the castles "
                                   "still possible in this game"));
    sounds_->setText(tr("&Sounds"));
    sounds_->setToolTip(tr("Sounds for moves, checks, the game's start and end and low time; "
                           "the volume is in Settings"));
    for (QAction* a : animation_->actions()) {
        const int ms = a->data().toInt();
        a->setText(ms == 0     ? tr("No animation")
                   : ms < 180  ? tr("Fast")
                   : ms == 180 ? tr("Normal")
                               : tr("Slow"));
    }
    for (QAction* a : pieces_->actions()) a->setText(PieceSet::displayName(a->data().toString()));
    for (QAction* a : colours_->actions()) a->setText(BoardTheme::byId(a->data().toString()).name);
}

} // namespace chess960::ui

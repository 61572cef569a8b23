// The main window and the game's sounds: the SoundDirector listens to the game and the board;
// the Board menu's Sounds toggle and the Settings dialog's volume set it, kept in settings_.
#include "mainwindow.h"

#include "board/boardwidget.h"
#include "sound/effectsink.h"
#include "sound/sounddirector.h"

#include <QAction>
#include <QMenu>

namespace chess960::ui {

// Made after the window's first game is on the board: its start is not a moment to sound.
void MainWindow::createSounds() {
    sounds_ = new SoundDirector(controller_, std::make_unique<EffectSoundSink>(), this);
    connect(board_, &BoardWidget::dropRejected, sounds_, &SoundDirector::illegalDrop);
    soundToggle_ = new QAction(this);
    soundToggle_->setObjectName(QStringLiteral("sounds"));
    soundToggle_->setCheckable(true);
    connect(soundToggle_, &QAction::toggled, this, [this](bool on) {
        settings_.sounds = on;
        settings_.save();
        sounds_->setMuted(!on);
    });
    boardMenu_->insertAction(piecesMenu_->menuAction(), soundToggle_);
    retranslateSounds();
    applySoundSettings();
}

void MainWindow::retranslateSounds() {
    if (!soundToggle_) return;
    soundToggle_->setText(tr("&Sounds"));
    soundToggle_->setToolTip(tr("Sounds for moves, checks, the game's start and end and low "
                                "time; the volume is in Settings"));
}

void MainWindow::applySoundSettings() {
    if (!sounds_) return;
    soundToggle_->setChecked(settings_.sounds);
    sounds_->setMuted(!settings_.sounds);
    sounds_->setVolume(settings_.soundVolume);
}

} // namespace chess960::ui

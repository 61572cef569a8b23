// The main window and the players: when an engine playing a side fails (crashes, hangs,
// answers with an illegal move ...), the window says which engine did what. Against a person
// the game is kept as it stands and the person chooses how to go on: the built-in engine
// takes over, two people play on, or the game is analysed (it can be saved at any time).
// Between engines the failing engine loses the game, with what it did written in the record.
#include "mainwindow.h"

#include "game/enginepanel.h"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "game/playerdirector.h"
#include "game/playernames.h"

#include <QMessageBox>
#include <QPushButton>

namespace chess960::ui {

void MainWindow::createPlayers() {
    connect(director_, &PlayerDirector::playerFailed, this, &MainWindow::playerFailed);
}

void MainWindow::playerFailed(Color side, const QString& message, bool illegalMove) {
    const Players players = controller_->players();
    const QString title = tr("The engine failed");
    // The panel said the engine was thinking: it says what happened instead.
    enginePanel_->showMessage([message] { return message; });
    if (players.people() == 0) {
        // The forfeit ends the game: the result's box says what the engine did.
        failureNote_ = (side == White ? tr("White's engine failed: %1\n\nIt loses the game, "
                                           "which is kept with what happened.")
                                      : tr("Black's engine failed: %1\n\nIt loses the game, "
                                           "which is kept with what happened."))
                           .arg(message);
        if (!controller_->forfeitByMachine(side, message, illegalMove)) {
            showMessage(title, failureNote_, true, QStringLiteral("playerFailed"));
            failureNote_.clear();
        }
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("playerFailed"));
    box->setInformativeText(tr("The game is kept as it stands. How do you want to go on?"));
    const auto person = players.personSide();
    const int level = GameSetup::load().level;
    QPushButton* builtIn = nullptr;
    if (person) {
        builtIn =
            box->addButton(tr("Play the computer (level %1)").arg(level), QMessageBox::AcceptRole);
        builtIn->setObjectName(QStringLiteral("playBuiltIn"));
    }
    QPushButton* twoPeople = box->addButton(tr("Two players from here"), QMessageBox::AcceptRole);
    twoPeople->setObjectName(QStringLiteral("twoPlayers"));
    QPushButton* analyse = box->addButton(tr("Analyse the game"), QMessageBox::AcceptRole);
    analyse->setObjectName(QStringLiteral("analyseGame"));
    QPushButton* wait = box->addButton(tr("Leave it for now"), QMessageBox::RejectRole);
    wait->setObjectName(QStringLiteral("leaveIt"));
    box->setDefaultButton(builtIn ? builtIn : twoPeople);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this,
            [this, box, builtIn, twoPeople, analyse, person, level, message] {
                const QAbstractButton* answer = box->clickedButton();
                // The record says who played up to here, why it stopped and who plays on.
                if (answer && answer == builtIn)
                    controller_->setPlayers(Players::againstBuiltIn(*person, level), message);
                else if (answer == twoPeople)
                    controller_->setPlayers(Players::twoPeople(), message);
                else if (answer == analyse)
                    controller_->setAnalysis(true);
            });
    box->open();
}

} // namespace chess960::ui

// The main window and the board editor: Game > Set up position... (Ctrl+E) opens the editor on
// the position on view, in the board's colours and pieces; "Play from here" starts a game from
// the set-up (against the computer, who takes the side not to move, or between two players)
// through the New Game path with the set-up's FEN, and "Analyse" starts it between two
// players with analysis on.
#include "mainwindow.h"

#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "editor/editordialog.h"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"

#include <QAction>

namespace chess960::ui {

void MainWindow::createEditorActions() {
    setUp_ = new QAction(this);
    setUp_->setObjectName(QStringLiteral("setUpPosition"));
    setUp_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(setUp_, &QAction::triggered, this, &MainWindow::openEditor);
}

void MainWindow::retranslateEditorActions() {
    setUp_->setText(tr("Set &up position..."));
    setUp_->setToolTip(tr("Set up any position on a board and play or analyse it"));
}

EditorDialog* MainWindow::openEditor() {
    auto* dialog = new EditorDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setBoardLook(board_->theme(), board_->pieceSetId(), board_->isFlipped());
    dialog->setGamePosition(controller_->viewedPosition());
    connect(dialog, &EditorDialog::playRequested, this,
            [this, dialog](const Position& pos, bool computer) {
                if (startFromSetUp(pos, computer)) dialog->accept();
            });
    connect(dialog, &EditorDialog::analyseRequested, this, [this, dialog](const Position& pos) {
        if (!startFromSetUp(pos, false)) return;
        dialog->accept();
        controller_->setAnalysis(true);
    });
    dialog->open();
    return dialog;
}

bool MainWindow::startFromSetUp(const Position& pos, bool againstComputer) {
    if (!mayReplaceGame()) return false;
    GameSetup setup = GameSetup::load();
    setup.start = GameSetup::Start::Fen;
    setup.fen = QString::fromStdString(pos.fen());
    setup.opponent = againstComputer ? GameSetup::Opponent::Computer : GameSetup::Opponent::Human;
    // The person takes the side to move, as when playing on from a position on view.
    setup.colour =
        pos.sideToMove() == White ? GameSetup::PlayerColour::White : GameSetup::PlayerColour::Black;
    QString error;
    if (!document_->startNew(setup, &error)) {
        showMessage(tr("Set up position"), error, true);
        return false;
    }
    return true;
}

} // namespace chess960::ui

#include "editor/editoraction.h"

#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "editor/editordialog.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"

#include <QAction>
#include <QMainWindow>

namespace chess960::ui {

EditorAction::EditorAction(GameSession* game, GameDocument* document, BoardWidget* board,
                           QMainWindow* window)
    : Feature(window), game_(game), document_(document), board_(board),
      setUp_(newAction("setUpPosition", QKeySequence(Qt::CTRL | Qt::Key_E))) {
    connect(setUp_, &QAction::triggered, this, &EditorAction::openEditor);
    ready();
}

void EditorAction::retranslate() {
    setUp_->setText(tr("Set &up position..."));
    setUp_->setToolTip(tr("Set up any position on a board and play or analyse it"));
}

EditorDialog* EditorAction::openEditor() {
    auto* dialog = new EditorDialog(window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setBoardLook(board_->theme(), board_->pieceSetId(), board_->isFlipped());
    dialog->setGamePosition(game_->view()->position());
    connect(dialog, &EditorDialog::playRequested, this,
            [this, dialog](const Position& pos, bool computer) {
                if (startFromSetUp(pos, computer)) dialog->accept();
            });
    connect(dialog, &EditorDialog::analyseRequested, this, [this, dialog](const Position& pos) {
        if (!startFromSetUp(pos, false)) return;
        dialog->accept();
        game_->setAnalysis(true);
    });
    dialog->open();
    return dialog;
}

bool EditorAction::startFromSetUp(const Position& pos, bool againstComputer) {
    const GameSetup setup = GameSetup::fromPosition(
        pos, againstComputer ? GameSetup::Opponent::Computer : GameSetup::Opponent::Human);
    QString error;
    if (!document_->startNew(setup, &error)) {
        if (!error.isEmpty()) tell(tr("Set up position"), error, true);
        return false;
    }
    return true;
}

} // namespace chess960::ui

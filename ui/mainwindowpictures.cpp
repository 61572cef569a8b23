// The main window and pictures of the board: File > Copy board image puts the position on view
// on the clipboard, File > Save board image... writes it as PNG or SVG. The picture follows the
// board: its colours, pieces, side at the bottom, coordinates when the board shows them, the
// last move and the arrows and marked squares drawn on it.
#include "mainwindow.h"

#include "board/boardwidget.h"
#include "board/pieceset.h"
#include "game/gamecontroller.h"
#include "pictures/boardpicture.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFileDialog>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>

namespace chess960::ui {

namespace {
PictureOptions pictureOf(const BoardWidget* board) {
    PictureOptions o;
    o.coordinates = board->showsCoordinates();
    o.flipped = board->isFlipped();
    o.lastMove = board->lastMoveSquares();
    o.markings = board->markings();
    return o;
}
} // namespace

void MainWindow::createPictureActions() {
    copyImage_ = new QAction(this);
    copyImage_->setObjectName(QStringLiteral("copyBoardImage"));
    saveImage_ = new QAction(this);
    saveImage_->setObjectName(QStringLiteral("saveBoardImage"));
    connect(copyImage_, &QAction::triggered, this, [this] {
        const PieceSet pieces(board_->pieceSetId());
        QApplication::clipboard()->setImage(
            boardImage(board_->position(), board_->theme(), pieces, pictureOf(board_)));
        statusBar()->showMessage(tr("Board image copied"), 4000);
    });
    connect(saveImage_, &QAction::triggered, this, [this] {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save board image"), dir + QStringLiteral("/chess960.png"),
            tr("PNG image (*.png);;SVG drawing (*.svg)"));
        if (!path.isEmpty()) saveBoardImage(path);
    });
}

void MainWindow::retranslatePictureActions() {
    copyImage_->setText(tr("Copy board &image"));
    copyImage_->setToolTip(tr("The position on view as a picture, as the board shows it"));
    saveImage_->setText(tr("Save board image..."));
}

bool MainWindow::saveBoardImage(const QString& path) {
    const PieceSet pieces(board_->pieceSetId());
    const PictureOptions options = pictureOf(board_);
    QByteArray bytes;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        bytes = boardSvg(board_->position(), board_->theme(), pieces, options);
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        boardImage(board_->position(), board_->theme(), pieces, options).save(&buffer, "PNG");
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        showMessage(tr("Save board image"),
                    tr("%1 could not be written: %2").arg(path, file.errorString()), true);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

} // namespace chess960::ui

#include "pictures/pictureactions.h"

#include "board/boardwidget.h"
#include "board/pieceset.h"
#include "files/gamefiles.h"
#include "files/pgnfile.h"
#include "pictures/boardpicture.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QStandardPaths>

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

PictureActions::PictureActions(BoardWidget* board, QMainWindow* window)
    : Feature(window), board_(board), copy_(newAction("copyBoardImage")),
      save_(newAction("saveBoardImage")) {
    connect(copy_, &QAction::triggered, this, [this] {
        const PieceSet pieces(board_->pieceSetId());
        QApplication::clipboard()->setImage(
            boardImage(board_->position(), board_->theme(), pieces, pictureOf(board_)));
        say(tr("Board image copied"), 4000);
    });
    connect(save_, &QAction::triggered, this, [this] {
        const QString dir = playersFolder(QStandardPaths::PicturesLocation);
        const QString path = QFileDialog::getSaveFileName(
            this->window(), tr("Save board image"), dir + QStringLiteral("/chess960.png"),
            tr("PNG image (*.png);;SVG drawing (*.svg)"));
        if (!path.isEmpty()) saveBoardImage(path);
    });
    ready();
}

void PictureActions::addTo(QMenu* menu) {
    menu->addActions({copy_, save_});
}

void PictureActions::retranslate() {
    copy_->setText(tr("Copy board &image"));
    copy_->setToolTip(tr("The position on view as a picture, as the board shows it"));
    save_->setText(tr("Save board image..."));
}

bool PictureActions::saveBoardImage(const QString& path) {
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
    QString why;
    if (!writePieces(path, {std::string_view(bytes.constData(), size_t(bytes.size()))}, &why)) {
        tell(tr("Save board image"), tr("%1 could not be written: %2").arg(path, why), true);
        return false;
    }
    say(tr("Saved %1").arg(path), 5000);
    return true;
}

} // namespace chess960::ui

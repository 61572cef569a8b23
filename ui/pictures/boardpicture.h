// Pictures of the board for other programs: the position on view in the board's colours and
// piece set, as a PNG image or an SVG drawing, with the coordinates and the player's arrows and
// marked squares when wanted. Painted here from the position itself, not grabbed from the
// screen, so a picture never shows a selection, a drag or a menu.
#pragma once

#include "chess960/game.h"
#include "chess960/position.h"

#include <QByteArray>
#include <QImage>

#include <vector>

class QPainter;
class QRectF;

namespace chess960::ui {

struct BoardTheme;
class PieceSet;

/// \brief What a picture shows besides the pieces.
struct PictureOptions {
    int size = 640;                ///< width and height in pixels
    bool coordinates = true;       ///< files and ranks on a frame around the squares
    bool flipped = false;          ///< Black at the bottom
    Bitboard lastMove = 0;         ///< squares tinted as the last move's
    std::vector<Marking> markings; ///< arrows and marked squares
};

/// \brief Paints the picture into `area` (a square).
void paintBoardPicture(QPainter& p, const QRectF& area, const Position& pos,
                       const BoardTheme& theme, const PieceSet& pieces,
                       const PictureOptions& options);
/// \brief The picture as an image of options.size pixels square.
QImage boardImage(const Position& pos, const BoardTheme& theme, const PieceSet& pieces,
                  const PictureOptions& options);
/// \brief The picture as an SVG document of options.size pixels square (pieces as vectors).
QByteArray boardSvg(const Position& pos, const BoardTheme& theme, const PieceSet& pieces,
                    const PictureOptions& options);

} // namespace chess960::ui

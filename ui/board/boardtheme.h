// Colours of the board: squares, frame, coordinates and the marks painted over squares.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

namespace chess960::ui {

/// \brief A named set of board colours.
struct BoardTheme {
    QString id;
    QString name;
    QColor light, dark;
    QColor frame, coordinates;
    QColor lastMove;  ///< tint of the squares of the last move
    QColor selection; ///< tint of the picked-up piece's square
    QColor target;    ///< dots and rings on legal targets
    QColor castle;    ///< castling targets, ghost pieces' arrows
    QColor check;     ///< glow under a king in check
    QColor pending;   ///< a move waiting for confirmation
    QColor premove;   ///< a move made ahead of its turn

    /// \brief The ids of the built-in themes, the default first.
    static QStringList ids();
    /// \brief The theme with that id; the default one for an unknown id.
    static BoardTheme byId(const QString& id);
};

} // namespace chess960::ui

// Pictures of the board as a feature of the window: File > Copy board image puts the position
// on view on the clipboard, File > Save board image... writes it as PNG or SVG. The picture
// follows the board: its colours, pieces, side at the bottom, coordinates when the board shows
// them, the last move and the arrows and marked squares drawn on it.
#pragma once

#include "feature.h"

class QAction;
class QMenu;

namespace chess960::ui {

class BoardWidget;

class PictureActions : public Feature {
    Q_OBJECT
public:
    PictureActions(BoardWidget* board, QMainWindow* window);

    /// \brief Adds Copy board image and Save board image... to the menu.
    void addTo(QMenu* menu);
    /// \brief Writes the board's picture to path: SVG for a .svg name, PNG otherwise; false
    /// with the reason shown when it cannot be written.
    bool saveBoardImage(const QString& path);

protected:
    void retranslate() override;

private:
    BoardWidget* board_;
    QAction* copy_;
    QAction* save_;
};

} // namespace chess960::ui

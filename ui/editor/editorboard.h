// The board editor's board: the set-up of an EditorModel with a palette of the twelve pieces
// above and below it (each side's pieces by its own edge), painted in the game board's colours
// and pieces. Gestures become the model's edits: drag a piece from the palette or around the
// board, drag it off the board or right-click it to remove it, click with a palette piece
// chosen to place one, click the mark on a rook to give or take its castling right, click an
// offered en-passant square; the keys move a square cursor, place a piece by its FEN letter
// and remove one with Delete. The widget drags with its own press/move/release handling.
#pragma once

#include "board/boardtheme.h"
#include "editor/editormodel.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace chess960::ui {

class PieceSet;

class EditorBoard : public QWidget {
    Q_OBJECT
public:
    explicit EditorBoard(EditorModel* model, QWidget* parent = nullptr);
    ~EditorBoard() override;

    void setTheme(const BoardTheme& theme);
    void setPieceSet(const QString& id);
    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    /// \brief The palette piece a click places (NoPiece when none is chosen).
    Piece selectedPiece() const { return selected_; }
    void setSelectedPiece(Piece p);
    Square cursor() const { return cursor_; }

    // Where things are drawn (for the gestures, and for tests that drive them).
    QRect squareRect(Square s) const;
    QRect paletteRect(Piece p) const;
    /// \brief The castling mark on a rook's square.
    QRect rightMarkRect(Square s) const;
    QSize sizeHint() const override { return {440, 550}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w * 10 / 8; }

signals:
    /// \brief The model was edited through the board.
    void edited();
    /// \brief The chosen palette piece changed.
    void selectionChanged(chess960::Piece piece);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    int cell() const;
    QPoint origin() const; // top-left corner of the board's squares
    Square squareAt(const QPoint& p) const;
    Piece paletteAt(const QPoint& p) const;
    void clickSquare(Square s);
    void paintSquares(QPainter& p);
    void paintMarks(QPainter& p);
    void paintPalette(QPainter& p);

    EditorModel* model_;
    BoardTheme theme_;
    std::unique_ptr<PieceSet> pieces_;
    bool flipped_ = false;
    Piece selected_ = NoPiece;
    Square cursor_ = E1;
    // A drag under way: the piece, where it came from (a square, or the palette), the mouse.
    Piece dragPiece_ = NoPiece;
    Square dragFrom_ = NoSquare;
    QPoint pressPos_, dragPos_;
    bool dragging_ = false;
};

} // namespace chess960::ui

// The moves of a game as a tree: the main line as flowing text with move numbers, each
// variation after the move it replaces (indented blocks under the main line, in parentheses
// deeper down), NAGs (symbols, or words where there is none), comments, clock readings and
// evaluations where the record has them, the node on the board highlighted. A click on a move goes
// there; the keys walk the tree (Left/Right along a line, Up/Down between variations, Home/End);
// the context menu promotes, deletes, comments, marks with a glyph and copies a line (the view only
// asks: the owner of the game makes the change).
#pragma once

#include "chess960/game.h"

#include <QTextBrowser>

#include <unordered_map>
#include <utility>

namespace chess960::ui {

class MoveTreeView : public QTextBrowser {
    Q_OBJECT
public:
    /// \brief What the context menu asks for a node.
    enum class Edit { Promote, MakeMainLine, DeleteFrom, Comment, Nag, ClearNags, CopyLine };

    explicit MoveTreeView(QWidget* parent = nullptr);
    /// \brief A few lines high: the list takes what room the game's column has left, and in a
    /// column that scrolls it is the first to give way.
    QSize sizeHint() const override;

    /// \brief Shows the game (copied as text: the view never holds on to the game) with
    /// `current` highlighted.
    void setGame(const Game& game, NodeId current);
    NodeId current() const { return current_; }
    /// \brief The node whose move is at a point of the viewport; kNoNode elsewhere.
    NodeId nodeAt(const QPoint& viewportPoint) const;
    /// \brief The text shown, one paragraph per line of text, without markup (for tests).
    QString plainText() const { return toPlainText(); }

    /// \brief "12. Nf3" or "12... Nf6" for the move of node n.
    static QString moveLabel(const Game& game, NodeId n);
    /// \brief The glyphs the context menu offers, in order.
    static const std::vector<int>& offeredNags();

signals:
    /// \brief The player asked to go to this node (a click, or a key).
    void nodeActivated(chess960::NodeId node);
    /// \brief The context menu asked for an edit of node (nag: the glyph for Edit::Nag).
    void editRequested(chess960::NodeId node, chess960::ui::MoveTreeView::Edit edit, int nag);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    /// \brief A language switch (or a change of the piece notation, announced the same way)
    /// writes the moves and NAG words again.
    void changeEvent(QEvent* event) override;
    /// \brief Tab goes on to the next widget: the moves are walked with the arrows, not as
    /// links one Tab at a time (which would keep the keys in the list).
    bool focusNextPrevChild(bool next) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    QString html(const Game& game) const;
    void highlight(NodeId n, bool on);
    void ensureCursorVisibleAt(int position);

    // A copy of the tree's shape, for the keys: parent and children per node.
    Game shape_;
    NodeId current_ = Game::root();
    QString html_;
    // Where each node's move stands in the document: position and length.
    std::unordered_map<int, std::pair<int, int>> anchors_;
};

} // namespace chess960::ui

Q_DECLARE_METATYPE(chess960::NodeId)

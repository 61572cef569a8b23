// The node of the game on view: the one place every part of the window reads "the current
// move" from. Browsing during play, analysis and the review move it (through the game's
// session, GameSession, which knows what each may do); the board, the move list, the
// analysis panel, the explorer, the graph and the move box follow its moved() signal. The
// game's own cursor (Game::cursor()) is where live play stands, and nothing but playing moves
// it: analysis looks at and adds to the tree around it.
#pragma once

#include "chess960/game.h"

#include <QObject>

namespace chess960::ui {

class GameSession;

class ViewCursor : public QObject {
    Q_OBJECT
public:
    explicit ViewCursor(QObject* parent = nullptr) : QObject(parent) {}

    /// \brief The node on view (the root: the start position).
    NodeId node() const { return node_; }
    /// \brief The position at node().
    const Position& position() const { return position_; }
    /// \brief Half-moves from the start to node().
    int ply() const { return ply_; }
    /// \brief The move that led to node() (null at the start): the board marks it.
    Move move() const { return move_; }
    /// \brief During play (not in analysis) a node other than where play stands is on view:
    /// the board is read-only until the view goes back to the game.
    bool browsing() const { return browsing_; }

signals:
    /// \brief Another node is on view, or the one on view changed (its moves, comment or
    /// glyphs were edited, the game under it was replaced).
    void moved();

private:
    friend class GameSession;
    /// \brief Node n of game (which contains it) is on view; the session says so (moved()).
    void set(const Game& game, NodeId n, bool browsing);

    NodeId node_ = Game::root();
    Position position_;
    int ply_ = 0;
    Move move_;
    bool browsing_ = false;
};

} // namespace chess960::ui

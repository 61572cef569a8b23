// A box to type a move in: SAN ("Nf3", "O-O", "0-0", "exd5", "e8=Q") or UCI ("g1f3", a castle
// as "e1g1" or "e1h1"). Enter plays it through the board, as if it had been made there, so
// the turn, the computer's turn, confirmation and history browsing all apply; what cannot be
// played is explained next to the box and the text stays for correction.
#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;

namespace chess960::ui {

class BoardWidget;
class GameSession;

class MoveEntry : public QWidget {
    Q_OBJECT
public:
    MoveEntry(GameSession* game, BoardWidget* board, QWidget* parent = nullptr);

    QLineEdit* edit() const { return edit_; }
    /// \brief What the box says about the last entry (why it was not played), or empty.
    QString message() const;

public slots:
    /// \brief Plays the typed move (or confirms the one waiting); false with the reason shown.
    /// A move played or offered empties the box and gives the board the focus.
    bool submit();

signals:
    /// \brief Paste in the empty box with no move on the clipboard (a FEN or a PGN): the
    /// window's Paste, not text for the box.
    void gamePasteRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    enum class Tone { Error, Info };
    /// \brief Shows what `words` says, worded again after a language switch; empty hides it.
    /// An error leaves the typed text selected: typing again replaces it, an arrow key keeps it
    /// for correction.
    void showMessage(std::function<QString()> words, Tone tone = Tone::Error);
    std::function<QString()> refusal() const;
    /// \brief Esc: takes back a typed move waiting for confirmation, empties the box and gives
    /// the board the focus.
    void escape();
    void giveBackFocus();

    GameSession* game_;
    BoardWidget* board_;
    QLabel* label_;
    QLineEdit* edit_;
    QLabel* message_;
    std::function<QString()> messageWords_;
};

} // namespace chess960::ui

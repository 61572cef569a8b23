// Game > Set up position...: the board editor. The set-up (EditorModel) on a board with the
// piece palette (EditorBoard), beside it the side to move, the en-passant square, the clocks,
// the start positions, the FEN kept in step both ways (X-FEN or Shredder-FEN), the reasons
// the set-up cannot be played and what an edit dropped; "Play from here" (the computer or a
// friend), "Analyse" and "Copy FEN" only on a set-up that can be played. The dialog says what
// the player wants; the main window starts the game.
#pragma once

#include "board/boardtheme.h"
#include "editor/editormodel.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace chess960::ui {

class EditorBoard;

class EditorDialog : public QDialog {
    Q_OBJECT
public:
    explicit EditorDialog(QWidget* parent = nullptr);

    EditorModel& model() { return model_; }
    EditorBoard* board() const { return board_; }
    void setBoardLook(const BoardTheme& theme, const QString& pieceSetId, bool flipped);
    /// \brief The game's position: loaded now, and again by "Current game position".
    void setGamePosition(const Position& pos);
    /// \brief Shows the model as it is (after an edit made from outside the dialog's widgets).
    void refresh();

signals:
    /// \brief Play on from the set-up, against the computer or between two players.
    void playRequested(const chess960::Position& pos, bool againstComputer);
    /// \brief Analyse the set-up.
    void analyseRequested(const chess960::Position& pos);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fenEdited(const QString& text);
    QString noteText(const EditorNote& note) const;

    EditorModel model_;
    std::optional<Position> gamePosition_;
    EditorBoard* board_;
    QLabel* sideLabel_;
    QComboBox* side_;
    QLabel* epLabel_;
    QComboBox* ep_;
    QLabel* halfmoveLabel_;
    QSpinBox* halfmove_;
    QLabel* moveNumberLabel_;
    QSpinBox* moveNumber_;
    QLabel* castlingHint_;
    QPushButton* clear_;
    QPushButton* flip_;
    QPushButton* mirror_;
    QPushButton* gamePositionButton_;
    QGroupBox* startBox_;
    QSpinBox* whiteNumber_;
    QCheckBox* differentSides_;
    QSpinBox* blackNumber_;
    QPushButton* startPosition_;
    QLabel* startInfo_;
    QLabel* fenLabel_;
    QLineEdit* fen_;
    QCheckBox* shredder_;
    QLabel* fenError_;
    QLabel* problemsTitle_;
    QLabel* problems_;
    QLabel* notes_;
    QGroupBox* playBox_;
    QPushButton* playComputer_;
    QPushButton* playFriend_;
    QPushButton* analyse_;
    QPushButton* copyFen_;
    QPushButton* close_;
};

} // namespace chess960::ui

// The board's options as a feature of the window: what the player chose for the board (pieces,
// colours, animation, coordinates, legal moves, move confirmation, the side at the bottom,
// sounds, the engine panel, how moves are written) kept in BoardSettings, shown in the Board
// menu's toggles and in Settings, and applied to the board at once. The menu and the dialog
// always agree: both change the one BoardSettings this object keeps.
#pragma once

#include "feature.h"
#include "settings.h"

#include "chess960/types.h"

#include <QList>

class QAction;
class QMenu;

namespace chess960::ui {

class BoardWidget;
class GameSession;
class SettingsDialog;

class BoardOptions : public Feature {
    Q_OBJECT
public:
    BoardOptions(GameSession* game, BoardWidget* board, QMainWindow* window);

    const BoardSettings& settings() const { return settings_; }
    /// \brief Board > Flip board (also on the tool bar).
    QAction* flipAction() const { return flip_; }
    /// \brief Turns the board so that colour c is at the bottom, as Flip would.
    void putAtBottom(Color c);
    /// \brief Settings > Settings...
    QAction* settingsAction() const { return settingsAction_; }
    /// \brief Adds the options to the Board menu: the toggles, then Pieces, Colours, Animation.
    void addTo(QMenu* boardMenu);
    /// \brief Settings > Settings...: the dialog on the settings kept here (not modal).
    void openSettings();

signals:
    /// \brief The settings changed (from the menu or the dialog) and the board shows them.
    void changed(const chess960::ui::BoardSettings& settings);

protected:
    void retranslate() override;

private:
    /// \brief Changes the settings with edit, keeps them and shows them.
    template <typename Edit>
    void change(Edit edit);
    /// \brief The board and the toggles from settings_.
    void apply();
    /// \brief Turns the board to whoever should face it (at a game's start, and every move
    /// with the auto-flip option between two players).
    void orient(bool gameStart);
    QAction* toggle(const char* name);

    GameSession* game_;
    BoardWidget* board_;
    BoardSettings settings_;
    SettingsDialog* dialog_ = nullptr;
    QAction* settingsAction_;
    QAction* flip_;
    QAction* autoFlip_;
    QAction* enginePanel_;
    QAction* coordinates_;
    QAction* legalMoves_;
    QAction* castlingRights_;
    QAction* confirm_;
    QAction* sounds_;
    QMenu* pieces_;
    QMenu* colours_;
    QMenu* animation_;
};

} // namespace chess960::ui

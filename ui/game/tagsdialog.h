// Game > Game tags...: the game's tags as the player edits them - the players, the event, the
// site, the date, the round, the ratings and any other tag - in a table, checked before they
// are kept (chess960::checkEditedTags: a wrong date or rating, a name that PGN cannot hold, a
// tag given twice is said, with the row). The tags the program writes from the game itself
// (the result, the start position, the time control, how the game ended) are named but not
// edited. Kept, the tags are the game's: Save writes them, My games and the autosave keep
// them.
#pragma once

#include "feature.h"

#include "chess960/game.h"

#include <QDialog>

#include <string>
#include <utility>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace chess960::ui {

class GameSession;

class TagsDialog : public QDialog {
    Q_OBJECT
public:
    explicit TagsDialog(const Game& game, QWidget* parent = nullptr);

    /// \brief The tags as the table has them (names and values trimmed), in its order.
    std::vector<std::pair<std::string, std::string>> tags() const;
    QTableWidget* table() const { return table_; }
    /// \brief A new row for a tag of the player's, its name being edited.
    void addTag();

public slots:
    /// \brief Closes only when every tag can be kept; else says what is wrong and where.
    void accept() override;

private:
    void addRow(const QString& name, const QString& value, bool fixedName);
    void removeTag();

    QTableWidget* table_;
    QLabel* problem_;
    QPushButton* remove_;
    int fixedRows_ = 0; ///< the roster and the ratings: always there, names not edited
};

class TagsAction : public Feature {
    Q_OBJECT
public:
    TagsAction(GameSession* game, QMainWindow* window);
    QAction* action() const { return action_; }
    /// \brief The dialog on the game, modal; its tags kept when it is accepted.
    void editTags();

protected:
    void retranslate() override;

private:
    GameSession* game_;
    QAction* action_;
};

} // namespace chess960::ui

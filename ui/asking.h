// The one way the program asks a question that must be answered before it goes on (a modal
// dialog: "Save the changes?", the New game dialog ...). The player answers it in its own
// event loop; a test sets an answerer instead, which answers the dialog at once by its object
// name, without showing it and without polling for it.
#pragma once

#include <functional>

class QDialog;

namespace chess960::ui {

/// \brief Answers a dialog instead of the player: it clicks a button or accepts, and returns
/// true; false leaves the dialog to the player.
using Answerer = std::function<bool(QDialog& dialog)>;

/// \brief Asks the question: the answerer's answer when it gives one, else the dialog's own
/// event loop (exec). The dialog's result: for a QMessageBox the standard button clicked.
int ask(QDialog& dialog);

/// \brief Sets who answers before the player (none: the player alone); returns the one set
/// before, for the caller to set back.
Answerer setAnswerer(Answerer answerer);

} // namespace chess960::ui

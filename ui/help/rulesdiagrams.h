// The diagrams of the rules page, drawn by the program from positions: the help pages refer
// to them as <img src="diagram:NAME">, the same names in every language.
#pragma once

#include <QImage>
#include <QString>
#include <QStringList>

namespace chess960::ui {

/// \brief Every diagram name the pages may use.
QStringList rulesDiagramNames();

/// \brief The diagram `name` drawn `side` logical pixels square at the pixel ratio `dpr`, in
/// the player's piece set and colours; a null image for an unknown name.
QImage rulesDiagram(const QString& name, int side, qreal dpr);

} // namespace chess960::ui

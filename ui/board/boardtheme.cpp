#include "board/boardtheme.h"

#include <QObject>

namespace chess960::ui {
namespace {

BoardTheme make(const char* id, const QString& name, const char* light, const char* dark,
                const char* frame, const char* coordinates) {
    BoardTheme t;
    t.id = QString::fromLatin1(id);
    t.name = name;
    t.light = QColor(light);
    t.dark = QColor(dark);
    t.frame = QColor(frame);
    t.coordinates = QColor(coordinates);
    // The marks are translucent so that they read on both square colours of every theme.
    t.lastMove = QColor(205, 210, 60, 120);
    t.selection = QColor(20, 85, 30, 110);
    t.target = QColor(20, 85, 30, 90);
    t.castle = QColor(25, 105, 210, 200);
    t.check = QColor(230, 20, 20);
    t.pending = QColor(240, 140, 20, 140);
    t.premove = QColor(120, 50, 200, 120);
    return t;
}

} // namespace

QStringList BoardTheme::ids() {
    return {"walnut", "slate", "moss"};
}

BoardTheme BoardTheme::byId(const QString& id) {
    if (id == QLatin1String("slate"))
        return make("slate", QObject::tr("Slate"), "#dee3e6", "#8ca2ad", "#4b5a62", "#e8eef1");
    if (id == QLatin1String("moss"))
        return make("moss", QObject::tr("Moss"), "#eeeed2", "#769656", "#3f4f31", "#eeeed2");
    return make("walnut", QObject::tr("Walnut"), "#f0d9b5", "#b58863", "#5c4330", "#f3e3c8");
}

} // namespace chess960::ui

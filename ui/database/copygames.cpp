#include "database/copygames.h"

#include <QFile>

namespace chess960::ui {

CopiedGames copyGames(const GameIndex::ExportTask& exported, const QString& through,
                      const QString& target, const AddToLibrary& library) {
    CopiedGames out;
    const int games = exported(&out.error);
    if (games > 0) {
        if (!target.isEmpty()) {
            if (appendGamesToFile(target, through, games, &out.appended, &out.error) ==
                WriteOutcome::Written)
                out.copied = games;
        } else {
            out.copied = library ? library(through, &out.error) : -1;
        }
    } else if (games == 0) {
        out.copied = 0;
    }
    QFile::remove(through);
    return out;
}

} // namespace chess960::ui

#include "featurejoins.h"

#include "a11y/keyboardaccess.h"
#include "analysis/analysisfeature.h"
#include "document/fileactions.h"
#include "document/gamedocument.h"
#include "game/gamemessages.h"
#include "game/playactions.h"
#include "review/reviewfeature.h"

#include <QAction>

namespace chess960::ui::joins {

void pairingAfterRewind(PlayActions* play, GameMessages* messages) {
    for (QAction* a : {play->takeBackAction(), play->replayAction()})
        QObject::connect(a, &QAction::triggered, messages, &GameMessages::showPairing);
}

void reviewWhenAsked(GameMessages* messages, ReviewFeature* review) {
    QObject::connect(messages, &GameMessages::reviewRequested, review,
                     [review] { review->start(review::kReviewNormal); });
}

void continueAsGame(AnalysisFeature* analysis, GameDocument* document) {
    QObject::connect(analysis, &AnalysisFeature::continueRequested, document,
                     [document](const Game& game) { document->startGame(game); });
}

void pasteFromMoveBox(KeyboardAccess* keys, FileActions* files) {
    QObject::connect(keys, &KeyboardAccess::pasteRequested, files->pasteAction(),
                     &QAction::trigger);
}

} // namespace chess960::ui::joins
